import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { privateFolder } from '../embedded/files';
import type { ApiRole, Claims, EmbeddedStore } from '../embedded/store';
import { RpcError } from '../rpc-error';

// Test only. A small PostgREST (and the two Storage calls the forms make) in front of an
// embedded store, handed to supabase-js as its `fetch`, so the Supabase adapter runs against a
// real Postgres with the real migrations in every test run: the same named-argument calls, the
// same roles and JWT claims, the same error codes and statuses as the real services. Anything
// else the adapter sends is answered 501, so an unexpected call fails the test that made it.

export type PostgrestStandIn = {
  /** The project URL to give supabase-js; nothing listens there, the `fetch` answers. */
  readonly url: string;
  /** Keys signed with the stand-in's own random secret, as a project's anon and service keys. */
  readonly anonKey: string;
  readonly serviceRoleKey: string;
  readonly fetch: typeof fetch;
  /** An access token for a signed-in user, with Supabase Auth's claim shape. */
  userToken(sub: string, claims?: Record<string, unknown>): Promise<string>;
  /** Whether the Storage bucket holds an object of that name. */
  hasObject(bucket: string, name: string): boolean;
};

const apiRoles: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const postgrestError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
) => json(status, { code, message, details, hint: null });

const storageError = (status: number, error: string, message: string) =>
  json(status, { statusCode: String(status), error, message });

/** The HTTP status PostgREST answers for a SQLSTATE (the few its mapping gives apart from 400). */
function statusOf(code: string, role: ApiRole): number {
  if (code === 'PGRST202' || code === '42883') return 404;
  // Permission denied: 401 while anonymous (a login may help), 403 once authenticated.
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  return 400;
}

/** Starts a stand-in in front of `store`; Storage objects go to a fresh temporary folder. */
export async function postgrestStandIn(store: EmbeddedStore): Promise<PostgrestStandIn> {
  const url = 'http://supabase.stand-in.test';
  const secret = new Uint8Array(randomBytes(32));
  const storageDir = mkdtempSync(path.join(tmpdir(), 'stand-in-storage-'));
  const resumes = privateFolder(path.join(storageDir, 'resumes'));

  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('supabase-stand-in')
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(secret);

  /** The verified claims of the request's bearer JWT, or the 401 PostgREST answers. */
  async function claimsOf(request: Request): Promise<Claims | Response> {
    const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return postgrestError(401, 'PGRST302', 'Anonymous access is disabled');
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      const role = apiRoles.find((r) => r === payload.role);
      if (!role)
        return postgrestError(
          401,
          'PGRST301',
          `JWT role ${JSON.stringify(payload.role)} is not an API role`,
        );
      return { ...payload, role };
    } catch (error) {
      return postgrestError(
        401,
        'PGRST301',
        error instanceof Error ? error.message : 'JWT invalid',
      );
    }
  }

  async function rpc(request: Request, fn: string): Promise<Response> {
    const claims = await claimsOf(request);
    if (claims instanceof Response) return claims;
    let args: unknown;
    try {
      const text = await request.text();
      args = text ? JSON.parse(text) : {};
    } catch {
      return postgrestError(400, 'PGRST102', 'Empty or invalid json');
    }
    if (typeof args !== 'object' || args === null || Array.isArray(args))
      return postgrestError(400, 'PGRST102', 'The arguments must be one JSON object');
    try {
      // As PostgREST: the request's headers, names in lower case, in request.headers.
      const headers = Object.fromEntries(request.headers);
      return json(200, await store.rpc(claims, fn, args as Record<string, unknown>, headers));
    } catch (error) {
      if (!(error instanceof RpcError)) throw error; // a bug in the stand-in or the test
      return json(statusOf(error.code, claims.role), error.body);
    }
  }

  async function upload(request: Request, bucket: string, name: string): Promise<Response> {
    const claims = await claimsOf(request);
    if (claims instanceof Response) return claims;
    if (claims.role !== 'service_role')
      return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    if (request.headers.get('x-upsert') === 'true')
      return storageError(501, 'Unsupported', 'The stand-in does not overwrite objects');
    const { rows } = await store.db.query<{
      file_size_limit: number | null;
      allowed_mime_types: string[] | null;
    }>('select file_size_limit, allowed_mime_types from storage.buckets where id = $1', [bucket]);
    const rules = rows[0];
    if (!rules) return storageError(404, 'Bucket not found', 'Bucket not found');
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (rules.file_size_limit !== null && bytes.byteLength > Number(rules.file_size_limit))
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    const type = request.headers.get('content-type') ?? '';
    if (rules.allowed_mime_types && !rules.allowed_mime_types.includes(type))
      return storageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);
    try {
      await resumes.save(name, bytes);
    } catch (error) {
      if ((error as { code?: string }).code === 'EEXIST')
        return storageError(409, 'Duplicate', 'The resource already exists');
      return storageError(400, 'Invalid key', `Invalid key: ${name}`);
    }
    return json(200, { Id: randomUUID(), Key: `${bucket}/${name}` });
  }

  async function remove(request: Request, bucket: string): Promise<Response> {
    const claims = await claimsOf(request);
    if (claims instanceof Response) return claims;
    if (claims.role !== 'service_role') return json(200, []); // RLS hides every object
    const { prefixes } = (await request.json()) as { prefixes?: unknown };
    if (!Array.isArray(prefixes)) return storageError(400, 'Invalid input', 'prefixes missing');
    const removed = [];
    for (const name of prefixes.map(String)) {
      if (!existsSync(path.join(resumes.dir, name))) continue;
      await resumes.remove(name);
      removed.push({ name, bucket_id: bucket });
    }
    return json(200, removed);
  }

  async function handle(request: Request): Promise<Response> {
    const { origin, pathname } = new URL(request.url);
    const call = origin === url ? /^\/rest\/v1\/rpc\/([a-z0-9_]+)$/.exec(pathname) : null;
    if (call && request.method === 'POST') return rpc(request, call[1]!);
    // The forms use one bucket; its files live in a folder of the stand-in's own.
    const object =
      origin === url ? /^\/storage\/v1\/object\/resumes(?:\/([^/]+))?$/.exec(pathname) : null;
    if (object?.[1] && request.method === 'POST') return upload(request, 'resumes', object[1]);
    if (object && !object[1] && request.method === 'DELETE') return remove(request, 'resumes');
    return postgrestError(
      501,
      'STANDIN501',
      `The PostgREST stand-in does not answer ${request.method} ${pathname}`,
      'Only POST /rest/v1/rpc/<function> and the resumes bucket’s upload and remove are implemented.',
    );
  }

  return {
    url,
    anonKey: await sign({ role: 'anon' }),
    serviceRoleKey: await sign({ role: 'service_role' }),
    fetch: async (input, init) => handle(new Request(input, init)),
    userToken: (sub, claims = {}) =>
      sign({ aud: 'authenticated', ...claims, sub, role: 'authenticated' }),
    hasObject: (bucket, name) => bucket === 'resumes' && existsSync(path.join(resumes.dir, name)),
  };
}
