import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cookies, headers } from 'next/headers';
import { idle, type FormState } from '@/lib/forms/state';
import { formOf as form } from '@/lib/admin/testing/action-doubles';

// The sign-in action end to end on the embedded store of this process, from two client
// addresses: someone hammering the managing partner's account from one cannot keep the partner's
// own laptop out from the other, while every browser the account does not recognise stays held.
// Only `next/headers` is a double: each browser is a cookie jar and the address the server saw
// (X-Forwarded-For as scripts/client-address.cjs leaves it: the socket address right-most, and
// no proxy trusted, so whatever the client wrote to its left proves nothing).

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

type Browser = { jar: Map<string, string>; forwardedFor: string };
const browser = (forwardedFor: string): Browser => ({ jar: new Map(), forwardedFor });
const home = '198.51.100.7';
const attacker = '203.0.113.66';

/** The requests that follow come from `who`. */
function from(who: Browser) {
  jest.mocked(headers).mockResolvedValue(
    new Headers({
      'next-action': 'x',
      host: 'abogados.example',
      origin: 'https://abogados.example',
      'x-forwarded-for': who.forwardedFor,
    }) as never,
  );
  jest.mocked(cookies).mockResolvedValue({
    get: (name: string) => (who.jar.has(name) ? { name, value: who.jar.get(name)! } : undefined),
    getAll: () => [...who.jar].map(([name, value]) => ({ name, value })),
    set(name: string, value: string, options?: { maxAge?: number }) {
      if (options?.maxAge === 0) who.jar.delete(name);
      else who.jar.set(name, value);
    },
  } as never);
}

describe('the sign-in action against someone hammering an account', () => {
  jest.setTimeout(180_000);
  let signIn: (who: Browser, email: string, password: string) => Promise<FormState>;
  let partner: { email: string; password: string };
  let colleague: { email: string; password: string };
  let wrong: () => string;
  let attackEvents: () => Promise<number>;
  const laptop = browser(home);

  beforeAll(async () => {
    process.env.EMBEDDED_DATA_DIR = path.join(
      mkdtempSync(path.join(tmpdir(), 'lockout-')),
      'pglite',
    );
    const [{ signInAgainAction }, { getEmbeddedStore }, testing] = await Promise.all([
      import('./actions'),
      import('@/lib/backend'),
      import('@/lib/auth/embedded/testing'),
    ]);
    const store = await getEmbeddedStore();
    partner = await testing.makeUser(store, { admin: true, who: 'partner' });
    colleague = await testing.makeUser(store, { role: 'editor', who: 'colleague' });
    wrong = testing.randomPassword;
    signIn = async (who, email, password) => {
      from(who);
      return signInAgainAction(idle, form({ email, password }));
    };
    attackEvents = async () =>
      (
        await store.db.query<{ n: number }>(
          `select count(*)::int as n from public.audit_events where action = 'auth.account_attacked'`,
        )
      ).rows[0]!.n;
  });
  afterAll(async () => {
    const { getEmbeddedStore } = await import('@/lib/backend');
    await (await getEmbeddedStore()).close();
  });

  it('keeps the partner’s own laptop signing in, and holds every browser it does not recognise', async () => {
    // The partner's laptop signs in once: from now on it is recognised for that account.
    expect(await signIn(laptop, partner.email, partner.password)).toEqual({ status: 'success' });
    expect(laptop.jar.get('firm-device')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Someone elsewhere types wrong passwords, writing the partner's address into the header:
    // it is counted by the address the server saw, so the partner's address is never held.
    const hammer = browser(`${home}, ${attacker}`);
    for (let i = 0; i < 5; i++)
      expect(await signIn(hammer, partner.email, wrong())).toMatchObject({
        formError: 'invalidCredentials',
      });
    expect(await signIn(hammer, partner.email, partner.password)).toMatchObject({
      formError: 'throttled',
    });

    // The laptop signs in; a browser at the same address that never signed in waits.
    expect(await signIn(laptop, partner.email, partner.password)).toEqual({ status: 'success' });
    expect(await signIn(browser(home), partner.email, partner.password)).toMatchObject({
      formError: 'throttled',
      details: { retryAfterMinutes: 15 },
    });
  });

  it('counts a forged, expired or other account’s device cookie as none', async () => {
    const { signDeviceToken } = await import('@/lib/auth/device-cookie');
    const { serverSecret } = await import('@/lib/backend/secrets');
    const { clientKeyHash } = await import('@/lib/auth');
    const { testSecret } = await import('@/lib/auth/embedded/testing');
    const account = await clientKeyHash('account', partner.email);
    const month = 31 * 24 * 60 * 60 * 1000;

    const colleagues = browser(home);
    expect(await signIn(colleagues, colleague.email, colleague.password)).toEqual({
      status: 'success',
    });
    const cookies = {
      forged: await signDeviceToken(testSecret(), account, new Date()),
      expired: await signDeviceToken(
        await serverSecret('device-cookie-key'),
        account,
        new Date(Date.now() - month),
      ),
      otherAccount: colleagues.jar.get('firm-device')!,
      garbage: 'x'.repeat(40),
    };
    for (const [kind, value] of Object.entries(cookies)) {
      const someone = browser(home);
      someone.jar.set('firm-device', value);
      expect([kind, await signIn(someone, partner.email, partner.password)]).toEqual([
        kind,
        expect.objectContaining({ formError: 'throttled' }),
      ]);
    }
  });

  it('past 50 failed attempts in an hour, records the attack once and still lets the laptop in', async () => {
    let attempts = 0;
    while ((await attackEvents()) === 0 && attempts < 60) {
      attempts++;
      await signIn(browser(`203.0.113.${attempts}`), partner.email, wrong());
    }
    expect(await attackEvents()).toBe(1);
    // The hour counts the failed attempts of the tests above too.
    expect(attempts).toBeLessThan(50);
    for (let i = 0; i < 5; i++) await signIn(browser(attacker), partner.email, wrong());
    expect(await attackEvents()).toBe(1);
    expect(await signIn(browser(home), partner.email, partner.password)).toMatchObject({
      formError: 'throttled',
      details: { retryAfterMinutes: 15 },
    });
    expect(await signIn(laptop, partner.email, partner.password)).toEqual({ status: 'success' });
  });
});
