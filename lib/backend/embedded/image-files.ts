import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseImageFileName } from '@/lib/images/names';

// The embedded store's two image folders: originals (private, outside anything the site serves,
// named by the UUID the server chose) and the public files (named by their content's SHA-256,
// served by the route at `imageFilesPath`). Names are checked on every call, so no name can leave
// its folder; the same public name twice is one file.

const originalName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function readOrNull(file: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(file));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

/** The originals' folder. */
export function imageOriginalsFolder(dir: string) {
  const target = (name: string) => {
    if (!originalName.test(name)) throw new Error(`Refused file name ${JSON.stringify(name)}`);
    return path.join(dir, name);
  };
  return {
    /** Writes a new original; an existing name is refused (a ticket uploads once). */
    async save(name: string, bytes: Uint8Array) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(target(name), bytes, { flag: 'wx', mode: 0o600 });
    },
    read: (name: string) => (originalName.test(name) ? readOrNull(target(name)) : null),
    remove: (name: string) => rm(target(name), { force: true }),
  };
}

/** The public files' folder. */
export function imagePublicFolder(dir: string) {
  const target = (name: string) => {
    if (!parseImageFileName(name)) throw new Error(`Refused file name ${JSON.stringify(name)}`);
    return path.join(dir, name);
  };
  return {
    async save(name: string, bytes: Uint8Array) {
      await mkdir(dir, { recursive: true, mode: 0o755 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${target(name)}.${randomUUID()}.partial`;
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o644 });
      await rename(partial, target(name));
    },
    read: async (name: string) => (parseImageFileName(name) ? readOrNull(target(name)) : null),
    async remove(names: string[]) {
      for (const name of names) await rm(target(name), { force: true });
    },
  };
}
