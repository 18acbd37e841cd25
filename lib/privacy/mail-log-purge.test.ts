import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mailLogStamp, purgeMailLog } from './mail-log-purge';

describe('the mail log’s purge', () => {
  it('reads the time a file was written from its name', () => {
    expect(mailLogStamp('20261126T203522123Z-3f0c2a1e-0000-4000-8000-000000000000.eml')).toEqual(
      new Date('2026-11-26T20:35:22.123Z'),
    );
    expect(mailLogStamp('notes.txt')).toBeNull();
    expect(mailLogStamp('20261126T203522123Z-../x.eml')).toBeNull();
  });

  it('deletes the files written before the cut and nothing else', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-'));
    for (const name of ['20261001T120000000Z-old.eml', '20261125T120000000Z-new.eml', 'README.txt'])
      writeFileSync(path.join(dir, name), 'x');
    expect(await purgeMailLog(dir, new Date('2026-10-27T00:00:00Z'))).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['20261125T120000000Z-new.eml', 'README.txt']);
    expect(await purgeMailLog(dir, new Date('2026-10-27T00:00:00Z'))).toBe(0);
    expect(await purgeMailLog(path.join(dir, 'none'), new Date())).toBe(0);
    expect(await purgeMailLog(null, new Date())).toBe(0);
  });
});
