import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { EmbeddedStore } from '../embedded/store';
import { openTestStore } from './fixtures';
import { postgrestStandIn, type PostgrestStandIn } from './postgrest';

// The stand-in must fail where PostgREST and Storage fail, or the Supabase adapter's tests would
// pass against something more lenient than production.
describe('the PostgREST stand-in', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  let api: PostgrestStandIn;

  beforeAll(async () => {
    store = await openTestStore();
    api = await postgrestStandIn(store);
  });
  afterAll(() => store.close());

  const post = (path: string, body: unknown, token: string | null, headers = {}) =>
    api.fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body:
        typeof body === 'string'
          ? body
          : body instanceof Uint8Array
            ? new Uint8Array(body)
            : JSON.stringify(body),
    });
  const answer = async (response: Response) => ({
    status: response.status,
    body: await response.json(),
  });

  it('calls a function with named JSON arguments, as the role the JWT names', async () => {
    expect(await answer(await post('/rest/v1/rpc/health', {}, api.anonKey))).toEqual({
      status: 200,
      body: true,
    });
    const entry = await answer(
      await post('/rest/v1/rpc/get_entry', { p_locale: 'es', p_slug: 'no-existe' }, api.anonKey),
    );
    expect(entry).toEqual({ status: 200, body: null });
  });

  it('answers 401 without a JWT, or with one not signed by its secret', async () => {
    expect(await answer(await post('/rest/v1/rpc/health', {}, null))).toMatchObject({
      status: 401,
      body: { code: 'PGRST302' },
    });
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-stand-in-secret-at-all-0123456789'));
    expect(await answer(await post('/rest/v1/rpc/health', {}, forged))).toMatchObject({
      status: 401,
      body: { code: 'PGRST301' },
    });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`;
    expect((await post('/rest/v1/rpc/health', {}, unsigned)).status).toBe(401);
  });

  it('maps SQL errors to PostgREST statuses: 404, 401 and 403, 400', async () => {
    expect(
      await answer(
        await post('/rest/v1/rpc/get_entry', { p_locale: 'es', p_id: 'x' }, api.anonKey),
      ),
    ).toMatchObject({
      status: 404,
      body: {
        code: 'PGRST202',
        message: expect.stringContaining(
          'Could not find the function public.get_entry(p_id, p_locale)',
        ),
        details: expect.any(String),
        hint: expect.any(String),
      },
    });
    const rateLimit = {
      p_bucket: 'x',
      p_key_hash: 'a'.repeat(64),
      p_limit: 1,
      p_window_seconds: 60,
    };
    expect(
      await answer(await post('/rest/v1/rpc/hit_rate_limit', rateLimit, api.anonKey)),
    ).toMatchObject({
      status: 401,
      body: { code: '42501', message: expect.stringMatching(/permission denied/) },
    });
    const user = await api.userToken(randomUUID());
    expect((await post('/rest/v1/rpc/hit_rate_limit', rateLimit, user)).status).toBe(403);
    expect((await post('/rest/v1/rpc/hit_rate_limit', rateLimit, api.serviceRoleKey)).status).toBe(
      200,
    );
    expect(
      await answer(
        await post(
          '/rest/v1/rpc/hit_rate_limit',
          { ...rateLimit, p_key_hash: 'short' },
          api.serviceRoleKey,
        ),
      ),
    ).toMatchObject({ status: 400, body: { code: '23514' } });
    expect((await post('/rest/v1/rpc/health', '{not json', api.anonKey)).status).toBe(400);
  });

  it('answers 501 to anything the adapter should never send', async () => {
    const table = await api.fetch(`${api.url}/rest/v1/categories?select=id`, {
      headers: { authorization: `Bearer ${api.anonKey}` },
    });
    expect(await answer(table)).toMatchObject({
      status: 501,
      body: { message: 'The PostgREST stand-in does not answer GET /rest/v1/categories' },
    });
    expect(
      (await api.fetch(`${api.url}/auth/v1/token?grant_type=password`, { method: 'POST' })).status,
    ).toBe(501);
    expect(
      (await api.fetch('https://elsewhere.example/rest/v1/rpc/health', { method: 'POST' })).status,
    ).toBe(501);
  });

  it('keeps the resumes bucket’s rules: service role only, 4 MB, document types, no overwrite', async () => {
    const upload = (name: string, bytes: Uint8Array, type: string, token: string) =>
      post(`/storage/v1/object/resumes/${name}`, bytes, token, {
        'content-type': type,
        'x-upsert': 'false',
      });
    const name = `${randomUUID()}.pdf`;
    const small = new Uint8Array(10);
    expect((await upload(name, small, 'application/pdf', api.anonKey)).status).toBe(403);
    expect(api.hasObject('resumes', name)).toBe(false);
    expect(
      await answer(
        await upload(
          name,
          new Uint8Array(4 * 1024 * 1024 + 1),
          'application/pdf',
          api.serviceRoleKey,
        ),
      ),
    ).toMatchObject({ status: 413 });
    expect((await upload(name, small, 'text/html', api.serviceRoleKey)).status).toBe(415);
    expect(
      (await upload(name, new Uint8Array(4 * 1024 * 1024), 'application/pdf', api.serviceRoleKey))
        .status,
    ).toBe(200);
    expect(api.hasObject('resumes', name)).toBe(true);
    expect((await upload(name, small, 'application/pdf', api.serviceRoleKey)).status).toBe(409);
  });
});
