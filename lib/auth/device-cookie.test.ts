import { createHash, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { testSecret } from './embedded/testing';
import { deviceCookie, deviceCookieSeconds, deviceIdOf, signDeviceToken } from './device-cookie';

// The device token on a fixed clock: valid for its account for 30 days, and nothing else is a
// token at all (another key, another account, expired, from the future, another algorithm).

const key = () => createHash('sha256').update(randomUUID()).digest('hex');
const issued = new Date('2026-11-20T15:00:00Z');
const at = (days: number) => new Date(issued.getTime() + days * 24 * 60 * 60 * 1000);

describe('the device token', () => {
  const secret = testSecret();
  const account = key();

  it('names a new browser id, valid for its account until 30 days have passed', async () => {
    const token = await signDeviceToken(secret, account, issued);
    const id = await deviceIdOf(secret, token, account, at(29.9));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await deviceIdOf(secret, token, account, issued)).toBe(id);
    expect(await deviceIdOf(secret, token, account, at(30.01))).toBeNull();
    expect(await signDeviceToken(secret, account, issued)).not.toBe(token);
    // It carries the account's hash, never an e-mail.
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'jti', 'sub']);
    expect(payload.sub).toBe(account);
  });

  it('is no token when forged, for another account, issued ahead, or malformed', async () => {
    const now = at(1);
    expect(
      await deviceIdOf(secret, await signDeviceToken(testSecret(), account, issued), account, now),
    ).toBeNull();
    expect(
      await deviceIdOf(secret, await signDeviceToken(secret, key(), issued), account, now),
    ).toBeNull();
    expect(
      await deviceIdOf(secret, await signDeviceToken(secret, account, at(2)), account, now),
    ).toBeNull();
    for (const junk of ['', 'x', 'a.b.c', 'x'.repeat(5000)])
      expect(await deviceIdOf(secret, junk, account, now)).toBeNull();
    // An unsigned token, and one that never expires.
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ sub: account, jti: randomUUID() })).toString('base64url'),
      '',
    ].join('.');
    expect(await deviceIdOf(secret, unsigned, account, now)).toBeNull();
    const endless = await new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account)
      .setAudience('urn:law-firm-site:sign-in-device')
      .setIssuedAt(Math.floor(issued.getTime() / 1000))
      .sign(new TextEncoder().encode(secret));
    expect(await deviceIdOf(secret, endless, account, now)).toBeNull();
  });

  it('is set httpOnly, SameSite=Lax, for 30 days', () => {
    expect(deviceCookie('t')).toEqual({
      name: 'firm-device',
      value: 't',
      options: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: false,
        maxAge: deviceCookieSeconds,
      },
    });
    expect(deviceCookieSeconds).toBe(30 * 24 * 60 * 60);
  });
});
