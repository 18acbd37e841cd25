import { randomUUID } from 'node:crypto';
import { supabaseRequestAuth } from './request';
import { readStoredSession, sessionCookieName } from './session-cookie';
import {
  authError,
  fakeSupabase,
  json,
  memoryJar,
  storedSessionCookies,
  type FakeSupabase,
} from './testing/fake-supabase';

// The second factor on Supabase Auth, against a scripted GoTrue: the cookie-bound client
// challenges and verifies a factor and writes the aal2 session it gets back through the jar;
// a wrong code answers false and writes nothing; an enrollment drops the unverified factors
// first and answers the secret and its URI.

const user = { id: randomUUID(), email: 'socia@firma.example' };
const factorId = randomUUID();

let fake: FakeSupabase;
beforeEach(async () => {
  fake = await fakeSupabase();
});

async function signedInJar() {
  const session = await fake.session(user);
  return memoryJar(storedSessionCookies(sessionCookieName(fake.url), session));
}

const authFor = (jar: ReturnType<typeof memoryJar>['jar']) =>
  supabaseRequestAuth({ url: fake.url, anonKey: fake.anonKey, fetch: fake.fetch }, jar);

const decoded = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

describe('supabaseRequestAuth: the second factor', () => {
  it('challenges and verifies, and writes the aal2 session through the jar', async () => {
    const challengeId = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const raised = {
      ...(await fake.session(user)),
      access_token: await fake.accessToken(user, {
        claims: {
          aal: 'aal2',
          amr: [
            { method: 'totp', timestamp: now },
            { method: 'password', timestamp: now - 60 },
          ],
        },
      }),
    };
    fake.on((request) => {
      if (request.url.pathname === `/auth/v1/factors/${factorId}/challenge`)
        return json(200, { id: challengeId, type: 'totp', expires_at: now + 300 });
      if (request.url.pathname === `/auth/v1/factors/${factorId}/verify`) return json(200, raised);
      return undefined;
    });
    const jar = await signedInJar();
    expect(await authFor(jar.jar).mfa.verify(factorId, '123456')).toBe(true);
    expect(fake.to(`/auth/v1/factors/${factorId}/verify`)[0]?.body).toMatchObject({
      challenge_id: challengeId,
      code: '123456',
    });
    const stored = readStoredSession(jar.jar.getAll(), sessionCookieName(fake.url));
    expect(decoded(stored?.accessToken ?? '')).toMatchObject({ aal: 'aal2' });
  });

  it('answers false for a wrong code and keeps the session as it was', async () => {
    fake.on((request) => {
      if (request.url.pathname.endsWith('/challenge'))
        return json(200, { id: randomUUID(), type: 'totp', expires_at: 0 });
      if (request.url.pathname.endsWith('/verify'))
        return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      return undefined;
    });
    const jar = await signedInJar();
    expect(await authFor(jar.jar).mfa.verify(factorId, '000000')).toBe(false);
    expect(jar.written).toEqual([]);
  });

  it('drops an unverified factor, then enrolls a TOTP factor and answers its secret', async () => {
    const stale = randomUUID();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    fake.on((request) => {
      if (request.url.pathname === '/auth/v1/user')
        return json(200, {
          ...fake.userJson(user),
          factors: [
            {
              id: stale,
              factor_type: 'totp',
              status: 'unverified',
              friendly_name: 'Firma',
              created_at: new Date().toISOString(),
              updated_at: new Date().toISOString(),
            },
          ],
        });
      if (request.url.pathname === `/auth/v1/factors/${stale}` && request.method === 'DELETE')
        return json(200, { id: stale });
      if (request.url.pathname === '/auth/v1/factors' && request.method === 'POST')
        return json(200, {
          id: factorId,
          type: 'totp',
          friendly_name: 'Firma',
          totp: { qr_code: '', secret, uri: `otpauth://totp/Firma:x?secret=${secret}` },
        });
      return undefined;
    });
    const jar = await signedInJar();
    const enrollment = await authFor(jar.jar).mfa.enroll('Firma');
    expect(enrollment).toEqual({
      factorId,
      secret,
      uri: `otpauth://totp/Firma:x?secret=${secret}`,
    });
    expect(fake.to(`/auth/v1/factors/${stale}`).map((r) => r.method)).toEqual(['DELETE']);
    expect(fake.to('/auth/v1/factors')[0]?.body).toMatchObject({
      factor_type: 'totp',
      issuer: 'Firma',
      friendly_name: 'Firma',
    });
  });
});
