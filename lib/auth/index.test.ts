import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CookieToSet } from './types';

// The process-level wiring on the embedded store: the start-up setup link, the setup page's
// function, then sign-in through requestAuthFor and user management through authAdmin, with the
// signing secret generated into the data folder.

describe('lib/auth on the embedded store of this process', () => {
  jest.setTimeout(120_000);
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'auth-process-')), 'pglite');
  let output = '';

  beforeAll(() => {
    process.env.EMBEDDED_DATA_DIR = dataDir;
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      output += String(chunk);
      return true;
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    const { getEmbeddedStore } = await import('@/lib/backend');
    await (await getEmbeddedStore()).close();
  });

  it('prints a setup link at start, which creates the first admin, who then signs in', async () => {
    const { startBackend } = await import('@/lib/startup');
    await startBackend();
    const link = /(http:\/\/localhost:\d+\/admin\/setup\?token=([A-Za-z0-9_-]{43}))/.exec(output);
    expect(link).not.toBeNull();
    const token = link![2]!;

    const { consumeSetupToken, setupTokenValid } = await import('./setup');
    const { randomPassword } = await import('./embedded/testing');
    expect(await setupTokenValid(token)).toBe(true);
    const password = randomPassword();
    expect(await consumeSetupToken(token, 'founder@firma.example', password)).toMatchObject({
      status: 'created',
    });
    expect(await setupTokenValid(token)).toBe(false);

    const { authAdmin, clientKeyHash, requestAuthFor } = await import('.');
    const cookies: CookieToSet[] = [];
    const auth = await requestAuthFor({ getAll: () => [], setAll: (c) => cookies.push(...c) });
    const claims = await auth.signIn('founder@firma.example', password);
    expect(claims?.email).toBe('founder@firma.example');
    expect(cookies.map((c) => c.options.secure)).toEqual([false, false]);
    // Signed with the secret generated beside the database, while the server holds its lock.
    const folder = path.dirname(dataDir);
    expect(readFileSync(path.join(folder, 'secrets', 'embedded-jwt-secret'), 'utf8')).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    expect(readFileSync(path.join(folder, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    expect((await (await authAdmin()).listUsers()).map((u) => [u.email, u.isAdmin])).toEqual([
      ['founder@firma.example', true],
    ]);

    // Salted and distinct per kind; the e-mail's case does not matter.
    const account = await clientKeyHash('account', 'Founder@Firma.example ');
    expect(account).toMatch(/^[0-9a-f]{64}$/);
    expect(account).toBe(await clientKeyHash('account', 'founder@firma.example'));
    expect(account).not.toBe(await clientKeyHash('ip', 'founder@firma.example'));

    // A second start with an admin prints no link.
    output = '';
    const { announceSetupLink } = await import('@/lib/startup');
    await announceSetupLink();
    expect(output).not.toContain('/admin/setup');
  });
});
