import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// One process per data folder: PGlite corrupts a folder two processes write to. The server holds
// `<data folder>/../pglite.lock` (its pid) while the database is open; a second process (another
// server, or `npm run user:create`) is refused with the holder's pid. A lock whose process is
// gone (a crash, kill -9) is taken over.

export class StoreLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${path.resolve(dataDir)} is in use by process ${pid} ` +
        `(probably the site's server). Stop that process first (one process per data folder), ` +
        `or use its setup link or admin pages instead.`,
    );
    this.name = 'StoreLockedError';
  }
}

export const lockFileOf = (dataDir: string) =>
  path.join(path.dirname(path.resolve(dataDir)), 'pglite.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to somebody else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock or throws StoreLockedError; returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder === process.pid) break; // re-opened by this very process
      if (holder !== null && isAlive(holder)) throw new StoreLockedError(dataDir, holder);
      // Stale (its process is gone) or unreadable: remove it and try again.
      try {
        unlinkSync(file);
      } catch {}
    }
  }
  if (readPid(file) !== process.pid) {
    const holder = readPid(file);
    throw holder ? new StoreLockedError(dataDir, holder) : new Error(`Could not lock ${file}.`);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readPid(file) === process.pid) {
      try {
        unlinkSync(file);
      } catch {}
    }
  };
  process.on('exit', release);
  return release;
}
