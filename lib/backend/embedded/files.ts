import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const safeName = /^[0-9a-f-]{36}\.(pdf|docx?)$/;

/**
 * The embedded store's private bucket for CVs: a folder next to the database, outside anything
 * the site serves. Names are checked, so no path can leave the folder.
 */
export function privateFolder(dir: string) {
  const target = (name: string) => {
    if (!safeName.test(name)) throw new Error(`Refused file name ${JSON.stringify(name)}`);
    return path.join(dir, name);
  };
  return {
    dir,
    async save(name: string, bytes: Uint8Array) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(target(name), bytes, { flag: 'wx', mode: 0o600 });
    },
    async remove(name: string) {
      await rm(target(name), { force: true });
    },
  };
}
