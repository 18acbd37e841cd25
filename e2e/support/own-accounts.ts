import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { Secret } from 'otpauth';

// The accounts of a spec that runs a server of its own (e2e/support/own-server.ts), created with
// `npm run user:create` on its data folder while no server holds it. An admin has an
// authenticator, as the staff area requires: its secret is generated here, reaches the command
// through the environment only (E2E_OWN_TOTP, with E2E_TEST_ACCOUNTS=1 on that command only), and
// `signIn` gives its codes.

export type OwnAccount = { email: string; password: string; secret?: string };

/** A new account's credentials (random per run); `withFactor` gives it an authenticator's secret. */
export function ownAccount(email: string, withFactor: boolean): OwnAccount {
  const password = `${randomBytes(18).toString('base64url')}-Aa9`;
  return withFactor
    ? { email, password, secret: new Secret({ size: 20 }).base32 }
    : { email, password };
}

/** Creates `who` on `dataDir` (an admin when `admin`); answers the command's exit status. */
export function createOwnAccount(dataDir: string, who: OwnAccount, admin: boolean) {
  const args = ['scripts/user-create.mjs', who.email, ...(admin ? ['--admin'] : [])];
  if (who.secret) args.push('--totp-secret-env', 'E2E_OWN_TOTP');
  const env = { ...process.env, EMBEDDED_DATA_DIR: dataDir, USER_PASSWORD: who.password };
  if (who.secret) Object.assign(env, { E2E_OWN_TOTP: who.secret, E2E_TEST_ACCOUNTS: '1' });
  return spawnSync(process.execPath, args, { env, stdio: 'ignore' }).status;
}
