import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bulletinFilePath } from '@/lib/routing';
import { createUser, openTestStore, startSession, testUploadsDir } from '../testing/fixtures';
import type { Backend, Viewer } from '../types';
import { embeddedBackend } from './adapter';
import { bulletinFolder } from './files';
import type { EmbeddedStore } from './store';

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF\n`);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('bulletin PDFs on the embedded store', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  let backend: Backend;
  let dir: string;
  let admin: Viewer;
  let member: Viewer;

  beforeAll(async () => {
    store = await openTestStore();
    dir = path.join(testUploadsDir(), 'bulletins');
    backend = embeddedBackend(store, testUploadsDir(), dir);
    const signIn = async (email: string, isAdmin: boolean): Promise<Viewer> => {
      const id = await createUser(store, email, { admin: isAdmin });
      return { kind: 'user', id, claims: { session_id: await startSession(store, id) } };
    };
    admin = await signIn('files-admin@example.com', true);
    member = await signIn('files-member@example.com', false);
  });
  afterAll(() => store.close());

  it('stores an admin’s PDF under its hash, size and language, once for the same bytes', async () => {
    const bytes = pdf('one');
    const name = `${sha256(bytes)}-${bytes.byteLength}-es.pdf`;
    expect(await backend.bulletinFiles(admin).save(bytes, 'es')).toBe(bulletinFilePath(name));
    expect(await backend.bulletinFiles(admin).save(bytes, 'es')).toBe(bulletinFilePath(name));
    expect(readFileSync(path.join(dir, name))).toEqual(Buffer.from(bytes));
    expect(readdirSync(dir)).toEqual([name]);
    expect(await bulletinFolder(dir).read(name)).toEqual(new Uint8Array(bytes));
  });

  it('refuses anonymous callers and signed-in non-admins, writing nothing', async () => {
    const bytes = pdf('not yours');
    await expect(backend.bulletinFiles({ kind: 'anonymous' }).save(bytes, 'es')).rejects.toThrow(
      /admin/,
    );
    await expect(backend.bulletinFiles(member).save(bytes, 'en')).rejects.toThrow(/admin/);
    expect(readdirSync(dir).some((name) => name.startsWith(sha256(bytes)))).toBe(false);
    const kept = await backend.bulletinFiles(admin).save(pdf('kept'), 'en');
    await expect(backend.bulletinFiles(member).remove(kept)).rejects.toThrow(/admin/);
    expect(existsSync(path.join(dir, path.basename(kept)))).toBe(true);
  });

  it('removes a stored file by its public path', async () => {
    const saved = await backend.bulletinFiles(admin).save(pdf('to remove'), 'en');
    await backend.bulletinFiles(admin).remove(saved);
    expect(existsSync(path.join(dir, path.basename(saved)))).toBe(false);
  });

  it('refuses any path or name it did not give, so nothing outside the folder is touched', async () => {
    const outside = path.join(path.dirname(dir), 'secret.pdf');
    writeFileSync(outside, 'keep me');
    const valid = `${'a'.repeat(64)}-10-es.pdf`;
    const hostile = [
      '../secret.pdf',
      `${bulletinFilePath('..')}/secret.pdf`,
      bulletinFilePath('../secret.pdf'),
      bulletinFilePath(`..%2Fsecret.pdf`),
      bulletinFilePath(`${'a'.repeat(64)}-10-es.pdf/../../secret.pdf`),
      `/elsewhere/${valid}`,
      bulletinFilePath(`${'A'.repeat(64)}-10-es.pdf`),
      bulletinFilePath(`${'a'.repeat(64)}-10-fr.pdf`),
      bulletinFilePath(`${'a'.repeat(64)}-99999999-es.pdf`),
      outside,
    ];
    for (const publicPath of hostile)
      await expect(backend.bulletinFiles(admin).remove(publicPath)).rejects.toThrow(/Refused/);
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
    for (const name of ['../secret.pdf', '..', 'secret.pdf', `${valid}/..`, `/${valid}`])
      expect(await bulletinFolder(dir).read(name)).toBeNull();
    expect(await bulletinFolder(dir).read(valid)).toBeNull(); // well formed, but not there
  });
});
