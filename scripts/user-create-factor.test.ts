import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { embeddedMfa } from '@/lib/auth/embedded/mfa';
import { embeddedAuth } from '@/lib/auth/embedded/service';
import { randomPassword, testSecret } from '@/lib/auth/embedded/testing';
import { embeddedSecret } from '@/lib/backend/secrets';
import { openEmbeddedStore } from '@/lib/backend/embedded/store';
import {
  createUserOnEmbeddedStore,
  parseArguments,
  testFactorRefusal,
  totpSecretFrom,
} from './user-create-command';

// `npm run user:create -- … --totp-secret-env VAR`: the tests' accounts get a verified
// authenticator whose secret the tests chose (generated per run here, never spelled).

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'user-create-totp-')), 'pglite');
const newSecret = () => new Secret({ size: 20 }).base32;
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** The real command, as playwright.config.ts runs it, on `dir`. */
function runCommand(dir: string, argv: string[], extra: Record<string, string>) {
  return spawnSync(process.execPath, ['scripts/user-create.mjs', ...argv], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      EMBEDDED_DATA_DIR: dir,
      NODE_OPTIONS: '',
      USER_PASSWORD: randomPassword(),
      ...extra,
    },
    encoding: 'utf8',
  });
}

describe('npm run user:create --totp-secret-env', () => {
  jest.setTimeout(120_000);

  it('takes the name of a variable, never a value that is not one', () => {
    const email = 'editora@firma.example';
    expect(parseArguments([email, '--role', 'editor', '--totp-secret-env', 'E2E_TOTP'])).toEqual({
      email,
      role: 'editor',
      name: null,
      totpSecretEnv: 'E2E_TOTP',
    });
    expect(parseArguments([email])).toMatchObject({ totpSecretEnv: null });
    for (const bad of [[], ['a b'], ['1ABC'], ['X=Y'], ['$HOME'], ['A'.repeat(65)]])
      expect(parseArguments([email, '--totp-secret-env', ...bad])).toBeNull();
  });

  it('is allowed only on the embedded store with E2E_TEST_ACCOUNTS=1', () => {
    expect(testFactorRefusal('embedded', true)).toBeNull();
    expect(testFactorRefusal('embedded', false)).toContain('E2E_TEST_ACCOUNTS=1');
    expect(testFactorRefusal('supabase', true)).toContain('Supabase Auth cannot');
    expect(testFactorRefusal('supabase', false)).toContain('Supabase Auth cannot');
  });

  it('reads a base32 secret from the variable and never repeats a refused value', () => {
    const secret = newSecret();
    expect(totpSecretFrom({ E2E_TOTP: secret }, 'E2E_TOTP')).toBe(secret);
    expect(() => totpSecretFrom({}, 'E2E_TOTP')).toThrow('E2E_TOTP is not set');
    for (const bad of [secret.toLowerCase(), secret.slice(0, 31), `${secret}1`, ` ${secret}`]) {
      let message = '';
      try {
        totpSecretFrom({ E2E_TOTP: bad }, 'E2E_TOTP');
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('E2E_TOTP is not a base32 secret');
      expect(message).not.toContain(bad.trim().slice(0, 8));
    }
  });

  it('enrolls a verified factor the server accepts codes of, replacing an earlier one', async () => {
    const dir = dataDir();
    const email = 'editora@firma.example';
    const password = randomPassword();
    const first = newSecret();
    await createUserOnEmbeddedStore(dir, { email, role: 'editor', password, totpSecret: first });
    const second = newSecret();
    const { id } = await createUserOnEmbeddedStore(dir, {
      email,
      role: 'editor',
      password,
      totpSecret: second,
    });

    const store = await openEmbeddedStore({ dataDir: dir });
    try {
      const signing = testSecret();
      const auth = embeddedAuth({ store, secret: signing });
      // The key the server reads from the same folder decrypts what the command stored.
      const totpKey = await embeddedSecret('totp-encryption-key', dir);
      const mfa = embeddedMfa({ store, secret: signing, totpKey });
      const factors = await mfa.listFactors(id);
      expect(factors).toHaveLength(1);
      expect(factors[0]!.status).toBe('verified');

      const session = await auth.signIn(email, password);
      expect(session?.claims.aal).toBe('aal1');
      const now = new Date();
      // The replaced secret's codes no longer work; the new one's do, and raise the session.
      expect(await mfa.verify(session!.claims, factors[0]!.id, codeAt(first, now))).toBeNull();
      const verified = await mfa.verify(session!.claims, factors[0]!.id, codeAt(second, now));
      expect(verified?.claims.aal).toBe('aal2');
    } finally {
      await store.close();
    }
  });

  it('works through the real command, which prints neither the secret nor its name’s value', () => {
    const dir = dataDir();
    const secret = newSecret();
    const run = runCommand(
      dir,
      ['admin.totp@firma.example', '--role', 'admin', '--totp-secret-env', 'E2E_TEST_TOTP'],
      { E2E_TEST_ACCOUNTS: '1', E2E_TEST_TOTP: secret },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Created admin admin.totp@firma.example.');
    expect(run.stdout).toContain('With a verified authenticator');
    expect(run.stdout).not.toContain(secret);
    expect(run.status).toBe(0);
  });

  it('is refused by the real command without E2E_TEST_ACCOUNTS=1, before anything is written', () => {
    const dir = dataDir();
    const secret = newSecret();
    const run = runCommand(
      dir,
      ['admin.totp@firma.example', '--admin', '--totp-secret-env', 'E2E_TEST_TOTP'],
      { E2E_TEST_ACCOUNTS: '', E2E_TEST_TOTP: secret, NODE_ENV: 'production' },
    );
    expect(run.stderr).toContain('E2E_TEST_ACCOUNTS=1');
    expect(run.stderr).not.toContain(secret);
    expect(run.status).toBe(2);
    expect(existsSync(dir)).toBe(false);
  });
});
