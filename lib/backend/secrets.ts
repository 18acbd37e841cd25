import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import { backendConfig } from './config';

// Secrets the server needs whatever the backend. On Supabase they come from the environment
// (and production refuses to run without them); the embedded store generates each once into its
// data folder, beside the database, so a clone that nobody configured still has a real secret.

/** The secrets the server keeps (names, not values). */
export type SecretName =
  | 'rate-limit-salt'
  | 'embedded-jwt-secret'
  | 'audit-ip-key'
  | 'device-cookie-key'
  | 'totp-encryption-key';

const fromEnv: Record<SecretName, () => string | undefined> = {
  'rate-limit-salt': () => env().RATE_LIMIT_SALT,
  'embedded-jwt-secret': () => env().EMBEDDED_JWT_SECRET,
  'audit-ip-key': () => env().AUDIT_IP_KEY,
  'device-cookie-key': () => env().DEVICE_COOKIE_SECRET,
  'totp-encryption-key': () => env().TOTP_ENCRYPTION_KEY,
};
const envName: Record<SecretName, string> = {
  'rate-limit-salt': 'RATE_LIMIT_SALT',
  'embedded-jwt-secret': 'EMBEDDED_JWT_SECRET',
  'audit-ip-key': 'AUDIT_IP_KEY',
  'device-cookie-key': 'DEVICE_COOKIE_SECRET',
  'totp-encryption-key': 'TOTP_ENCRYPTION_KEY',
};

const generated = new Map<string, Promise<string>>();

/** Reads `<data folder>/secrets/<name>`, creating it with 32 random bytes (mode 600) if missing. */
export function secretInFolder(folder: string, name: string): Promise<string> {
  const file = path.join(folder, name);
  let secret = generated.get(file);
  if (!secret) {
    secret = (async () => {
      try {
        return (await readFile(file, 'utf8')).trim();
      } catch {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const value = randomBytes(32).toString('base64url');
        // 'wx': if another start wrote it first, read theirs instead of replacing it.
        await writeFile(file, value, { flag: 'wx', mode: 0o600 }).catch(() => {});
        return (await readFile(file, 'utf8')).trim();
      }
    })();
    secret.catch(() => generated.delete(file));
    generated.set(file, secret);
  }
  return secret;
}

/**
 * A secret of the embedded store whose database is in `dataDir`: from the environment, else the
 * one generated beside that folder. The server and the CLI (which runs before the server, on the
 * same folder) must read the same value, so both come here.
 */
export function embeddedSecret(name: SecretName, dataDir: string): Promise<string> {
  const configured = fromEnv[name]();
  if (configured) return Promise.resolve(configured);
  return secretInFolder(path.join(path.dirname(path.resolve(dataDir)), 'secrets'), name);
}

/** A server secret: from the environment, else (embedded store only) generated in its folder. */
export async function serverSecret(name: SecretName): Promise<string> {
  const configured = fromEnv[name]();
  if (configured) return configured;
  const config = backendConfig();
  if (config.kind === 'supabase')
    throw new Error(`${envName[name]} is not set: it is required with Supabase.`);
  if (env().NEXT_PHASE === 'phase-production-build') return randomBytes(32).toString('base64url');
  return embeddedSecret(name, config.dataDir);
}

/**
 * SHA-256 of `key` salted with the rate-limit salt: how the limit and throttle tables name a
 * client address or an e-mail without holding either.
 */
export async function saltedHash(key: string): Promise<string> {
  const salt = await serverSecret('rate-limit-salt');
  return createHash('sha256').update(`${salt}:${key}`).digest('hex');
}
