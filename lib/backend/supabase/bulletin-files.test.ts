import { createHash, randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { Viewer } from '../types';
import { supabaseBulletinFiles } from './adapter';

// supabase-js runs for real; a stubbed fetch records what it sends and answers as Storage does.

const url = 'https://project.supabase.test';
// Generated per run: no key or token is spelled in the repository.
const anonKey = randomBytes(24).toString('base64url');
const userToken = randomBytes(24).toString('base64url');
const admin: Viewer = { kind: 'user', id: 'b5c4d9f2-0000-4000-8000-000000000001', claims: {} };

type Sent = { method: string; url: string; headers: Headers; body: Uint8Array };

function stubbedStorage(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const call = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: new Uint8Array(await request.arrayBuffer()),
    };
    sent.push(call);
    return answer(call);
  };
  // The cookie-bound client of a signed-in admin: the user's token on every request.
  const userClient = async () =>
    createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch, headers: { Authorization: `Bearer ${userToken}` } },
    });
  return { sent, userClient };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const bytes = new TextEncoder().encode('%PDF-1.7\nbulletin\n%%EOF\n');
const name = `${createHash('sha256').update(bytes).digest('hex')}-${bytes.byteLength}-es.pdf`;
const storedUrl = `${url}/storage/v1/object/public/bulletins/${name}`;
/** Storage's public URL asking for a download, under the name visitors' browsers save. */
const downloadName = `bulletin-${name.slice(0, 12)}.pdf`;
const publicUrl = `${storedUrl}?download=${downloadName}`;

describe('bulletin PDFs on Supabase Storage', () => {
  it('uploads to the public bucket as the signed-in admin and returns the public URL', async () => {
    const { sent, userClient } = stubbedStorage(() =>
      json(200, { Id: 'x', Key: `bulletins/${name}` }),
    );
    const files = supabaseBulletinFiles({ url, anonKey }, admin, userClient);
    expect(await files.save(bytes, 'es')).toBe(publicUrl);
    expect(sent).toHaveLength(1);
    const [upload] = sent;
    expect(upload!.method).toBe('POST');
    expect(upload!.url).toBe(`${url}/storage/v1/object/bulletins/${name}`);
    expect(upload!.headers.get('authorization')).toBe(`Bearer ${userToken}`);
    expect(upload!.headers.get('content-type')).toBe('application/pdf');
    expect(upload!.headers.get('x-upsert')).toBe('false');
    expect(upload!.headers.get('cache-control')).toBe('max-age=31536000');
    expect(upload!.body).toEqual(bytes);
  });

  it('links the file through getPublicUrl with { download: name }, so browsers save it', async () => {
    const { userClient } = stubbedStorage(() => json(200, { Id: 'x', Key: `bulletins/${name}` }));
    const client = await userClient();
    const bucket = client.storage.from('bulletins');
    const getPublicUrl = jest.spyOn(bucket, 'getPublicUrl');
    jest.spyOn(client.storage, 'from').mockReturnValue(bucket);
    const saved = await supabaseBulletinFiles({ url, anonKey }, admin, async () => client).save(
      bytes,
      'es',
    );
    expect(getPublicUrl).toHaveBeenCalledWith(name, { download: downloadName });
    expect(new URL(saved).searchParams.get('download')).toBe(downloadName);
  });

  it('takes a name that exists (the same bytes) as stored, and fails on any other error', async () => {
    const duplicate = stubbedStorage(() =>
      json(409, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }),
    );
    expect(
      await supabaseBulletinFiles({ url, anonKey }, admin, duplicate.userClient).save(bytes, 'es'),
    ).toBe(publicUrl);
    const refused = stubbedStorage(() =>
      json(403, {
        statusCode: '403',
        error: 'Unauthorized',
        message: 'new row violates row-level security policy',
      }),
    );
    await expect(
      supabaseBulletinFiles({ url, anonKey }, admin, refused.userClient).save(bytes, 'en'),
    ).rejects.toThrow(/row-level security/);
  });

  it('removes a file it stored by its public URL, with or without its download query', async () => {
    const { sent, userClient } = stubbedStorage(() => json(200, [{ name }]));
    await supabaseBulletinFiles({ url, anonKey }, admin, userClient).remove(publicUrl);
    await supabaseBulletinFiles({ url, anonKey }, admin, userClient).remove(storedUrl);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.method).toBe('DELETE');
    expect(sent[0]!.url).toBe(`${url}/storage/v1/object/bulletins`);
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${userToken}`);
    expect(JSON.parse(new TextDecoder().decode(sent[0]!.body))).toEqual({ prefixes: [name] });
  });

  it('refuses a path it did not give, traversal included, without calling Storage', async () => {
    const { sent, userClient } = stubbedStorage(() => json(200, []));
    const files = supabaseBulletinFiles({ url, anonKey }, admin, userClient);
    for (const path of [
      `${url}/storage/v1/object/public/bulletins/../resumes/${name}`,
      `${url}/storage/v1/object/public/bulletins/${name}/../x`,
      `${url}/storage/v1/object/public/resumes/${name}`,
      `https://elsewhere.test/storage/v1/object/public/bulletins/${name}`,
      `${url}/storage/v1/object/public/bulletins/`,
      `${storedUrl}?download=other.pdf`,
      `${storedUrl}?download=${downloadName}&x=1`,
      `${storedUrl}/x?download=${downloadName}`,
      name,
    ])
      await expect(files.remove(path)).rejects.toThrow(/Refused/);
    expect(sent).toHaveLength(0);
  });

  it('refuses an anonymous caller without calling Storage', async () => {
    const { sent, userClient } = stubbedStorage(() => json(200, {}));
    const files = supabaseBulletinFiles({ url, anonKey }, { kind: 'anonymous' }, userClient);
    await expect(files.save(bytes, 'es')).rejects.toThrow(/admin/);
    await expect(files.remove(publicUrl)).rejects.toThrow(/admin/);
    expect(sent).toHaveLength(0);
  });
});
