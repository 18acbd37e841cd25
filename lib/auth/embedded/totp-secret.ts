import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// The embedded shim's TOTP secrets at rest: AES-256-GCM under a key from the environment
// (TOTP_ENCRYPTION_KEY) or the data folder's secrets. What is stored is `v1.<iv>.<tag>.<data>`
// (base64url); the factor's id is bound as associated data, so a ciphertext copied onto another
// factor's row does not decrypt.

const version = 'v1';

/** The 32-byte AES key derived from the configured secret (any length of 32 characters or more). */
const keyOf = (secret: string) => createHash('sha256').update(`totp-secret:${secret}`).digest();

export function encryptTotpSecret(key: string, factorId: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  cipher.setAAD(Buffer.from(factorId));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when the stored value is not ours or does not authenticate under `key`. */
export function decryptTotpSecret(key: string, factorId: string, stored: string): string | null {
  const [v, iv, tag, data] = stored.split('.');
  if (v !== version || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(key), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(factorId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
