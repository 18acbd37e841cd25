import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { passwordProblems } from '../password';
import type { WeakPasswordReason } from '../types';
import { embeddedAuthAdmin } from './admin';
import { newOpaqueToken, sha256 } from './tokens';

// The first admin of an embedded store. While the store has no admin, every server start makes
// a new single-use setup token (replacing older ones), keeps only its hash, and prints the link:
// whoever ran `npm run serve` opens it and creates the first admin without stopping the server.

/** A setup link works for 24 hours. */
export const setupTokenSeconds = 24 * 60 * 60;

export type SetupResult =
  | { status: 'created'; userId: string }
  /** Unknown, used, expired or replaced token, or the store has an admin already. */
  | { status: 'invalid' }
  | { status: 'invalidEmail' }
  | { status: 'weakPassword'; reasons: WeakPasswordReason[] };

/**
 * A new setup token when the store has no admin (older tokens are dropped either way); null when
 * it has one.
 */
export async function createSetupToken(
  store: EmbeddedStore,
  now: Date = new Date(),
): Promise<string | null> {
  const hasAdmin = await embeddedAuthAdmin(store).hasAdmin();
  return store.db.transaction(async (tx) => {
    await tx.exec('delete from auth.setup_tokens');
    if (hasAdmin) return null;
    const { token, hash } = newOpaqueToken();
    await tx.query(
      'insert into auth.setup_tokens (token_hash, created_at, expires_at) values ($1, $2, $3)',
      [hash, now, new Date(now.getTime() + setupTokenSeconds * 1000)],
    );
    return token;
  });
}

/** Whether `token` is the live setup token (the page checks before showing its form). */
export async function isSetupTokenValid(
  store: EmbeddedStore,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  const { rows } = await store.db.query(
    'select 1 from auth.setup_tokens where token_hash = $1 and expires_at > $2',
    [sha256(token), now],
  );
  return rows.length === 1 && !(await embeddedAuthAdmin(store).hasAdmin());
}

const plausibleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates the first admin (or makes an existing user the first admin, with this password) when
 * `token` is the live setup token. The token is used up only on success: a weak password can be
 * corrected on the same link.
 */
export async function consumeSetupTokenIn(
  store: EmbeddedStore,
  token: string,
  email: string,
  password: string,
  now: Date = new Date(),
): Promise<SetupResult> {
  if (!(await isSetupTokenValid(store, token, now))) return { status: 'invalid' };
  const address = email.trim().toLowerCase();
  if (!plausibleEmail.test(address) || address.length > 254) return { status: 'invalidEmail' };
  const reasons = passwordProblems(password, address);
  if (reasons.length) return { status: 'weakPassword', reasons };
  const used = await store.db.query(
    'delete from auth.setup_tokens where token_hash = $1 and expires_at > $2 returning 1',
    [sha256(token), now],
  );
  // Two submissions of one link: only the one that deleted the row goes on.
  if (used.rows.length !== 1) return { status: 'invalid' };
  const admin = embeddedAuthAdmin(store);
  const { id } = await admin.upsertUser({ email: address, password, role: 'admin' });
  await store.db.exec('delete from auth.setup_tokens');
  return { status: 'created', userId: id };
}
