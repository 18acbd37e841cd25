import { randomBytes, randomUUID } from 'node:crypto';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import type { StaffRole } from '../permissions';
import { passwordProblems } from '../password';
import { embeddedAuthAdmin } from './admin';
import { bcryptCompare, embeddedAuth, type ComparePassword } from './service';

// Test helpers of the embedded shim: a movable clock, a counted password comparison, and users
// with random passwords (no password is spelled in a test).

export function testClock(start = new Date()) {
  let current = start;
  return {
    now: () => current,
    advance(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

/** bcryptCompare, counting its calls. */
export function countedCompare() {
  const counted = { calls: 0, compare: (async () => false) as ComparePassword };
  counted.compare = async (db, password, hash) => {
    counted.calls++;
    return bcryptCompare(db, password, hash);
  };
  return counted;
}

/** A random password that the rules accept. */
export function randomPassword(): string {
  for (;;) {
    const candidate = `${randomBytes(15).toString('base64url')}-7`;
    if (passwordProblems(candidate, 'x@example.com').length === 0) return candidate;
  }
}

export const randomEmail = (who = 'user') => `${who}-${randomUUID()}@example.com`;

/** A user with a random password (and `role`, or admin's when `admin`); returns its id, e-mail and password. */
export async function makeUser(
  store: EmbeddedStore,
  {
    admin = false,
    role = admin ? 'admin' : null,
    who = 'user',
  }: { admin?: boolean; role?: StaffRole | null; who?: string } = {},
) {
  const email = randomEmail(who);
  const password = randomPassword();
  const { id } = await embeddedAuthAdmin(store).upsertUser({ email, password, role });
  return { id, email, password };
}

export const testSecret = () => randomBytes(32).toString('base64url');

/** The shim over `store` with a fresh secret, a movable clock and a counted comparison. */
export function testAuth(store: EmbeddedStore) {
  const clock = testClock();
  const compare = countedCompare();
  const secret = testSecret();
  const auth = embeddedAuth({ store, secret, now: clock.now, comparePassword: compare.compare });
  return { auth, clock, compare, secret };
}
