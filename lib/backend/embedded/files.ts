import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bulletinPdfName, parseBulletinPdfName } from '@/lib/bulletins/pdf';
import { bulletinFilePath, bulletinFilesPath, type Locale } from '@/lib/routing';

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
    /** The file's bytes, or null when there is none (or the name is not one this site gives). */
    async read(name: string): Promise<Uint8Array | null> {
      if (!safeName.test(name)) return null;
      try {
        return new Uint8Array(await readFile(target(name)));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/**
 * The embedded store's public folder of bulletins' PDFs, served by the route handler at
 * `bulletinFilePath(name)`. Names are the content's SHA-256 (lib/bulletins/pdf.ts) and checked on
 * every call, so no name can leave the folder; saving the same bytes twice keeps one file.
 */
export function bulletinFolder(dir: string) {
  const target = (name: string) => {
    if (!parseBulletinPdfName(name)) throw new Error(`Refused file name ${JSON.stringify(name)}`);
    return path.join(dir, name);
  };
  return {
    dir,
    async save(bytes: Uint8Array, language: Locale): Promise<string> {
      const name = bulletinPdfName(
        createHash('sha256').update(bytes).digest('hex'),
        bytes.byteLength,
        language,
      );
      await mkdir(dir, { recursive: true, mode: 0o755 });
      try {
        // Written aside and renamed, so a reader never sees half a file.
        const partial = `${target(name)}.${randomUUID()}.partial`;
        await writeFile(partial, bytes, { flag: 'wx', mode: 0o644 });
        await rename(partial, target(name));
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
      return bulletinFilePath(name);
    },
    async remove(publicPath: string) {
      const name = publicPath.startsWith(`${bulletinFilesPath}/`)
        ? publicPath.slice(bulletinFilesPath.length + 1)
        : '';
      await rm(target(name), { force: true });
    },
    /** The file's bytes, or null when there is none (or the name is not one this site gives). */
    async read(name: string): Promise<Uint8Array | null> {
      if (!parseBulletinPdfName(name)) return null;
      try {
        return new Uint8Array(await readFile(target(name)));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
