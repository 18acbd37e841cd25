import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir, lockFileOf, StoreLockedError } from './lock';

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'lock-')), 'pglite');

describe('the data folder lock', () => {
  it('is held with the pid while open and released on close', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it('refuses a folder that a live process holds, naming it', async () => {
    const dir = dataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFileOf(dir), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(StoreLockedError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid}`);
      expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(lockFileOf(dir), String(gone));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.pid));
    release();
  });
});
