import { randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@/lib/backend/embedded/store';

// Passwords in the embedded auth server: bcrypt through pgcrypto, as GoTrue stores them.

/** Compares a password with a bcrypt hash: exactly one call per sign-in, whoever signs in. */
export type ComparePassword = (db: PGlite, password: string, hash: string) => Promise<boolean>;

export const bcryptCompare: ComparePassword = async (db, password, hash) =>
  (await db.query<{ ok: boolean }>('select extensions.crypt($1, $2) = $2 as ok', [password, hash]))
    .rows[0]?.ok === true;

/** bcrypt, cost 10 (Supabase's), through pgcrypto. */
export async function hashPassword(db: PGlite | Transaction, password: string): Promise<string> {
  return (
    await db.query<{ hash: string }>(
      `select extensions.crypt($1, extensions.gen_salt('bf', 10)) as hash`,
      [password],
    )
  ).rows[0]!.hash;
}

// An unknown e-mail is compared against this hash of a random password, made once per process,
// so both paths cost one bcrypt comparison.
let dummyHash: Promise<string> | undefined;
export const dummyHashFor = (db: PGlite) => {
  dummyHash ??= hashPassword(db, randomBytes(24).toString('base64url'));
  return dummyHash;
};

/** Starts making the dummy hash now; a failure leaves it to be made again on the next call. */
export function prepareDummyHash(db: PGlite) {
  dummyHashFor(db).catch(() => {
    dummyHash = undefined;
  });
}
