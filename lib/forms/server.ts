import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { headers } from 'next/headers';
import { after } from 'next/server';
import type { FormsStore } from '@/lib/backend/types';
import { saltedHash } from '@/lib/backend/secrets';
import { deliverOutbox } from '@/lib/email/outbox';
import { defaultTransport } from '@/lib/email/transports';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { addressKey } from '@/lib/http/address-key';
import { clientAddress, type AddressRule } from '@/lib/http/client-address';

/** Per-window caps on submissions, per client IP and per e-mail address. */
export const rateLimits = {
  contact: { ip: 5, email: 3, windowSeconds: 3600 },
  newsletter: { ip: 10, email: 3, windowSeconds: 3600 },
  career: { ip: 5, email: 3, windowSeconds: 86_400 },
  /** A data subject's request: each one e-mails a confirmation link to the address typed. */
  dataRequest: { ip: 5, email: 3, windowSeconds: 3600 },
  /** "¿Olvidó su contraseña?": each request may send an e-mail to the address typed. */
  passwordReset: { ip: 5, email: 3, windowSeconds: 3600 },
} as const;

/** Acknowledgements go to addresses nobody verified: at most one per address per day. */
const acknowledgementLimit = { perAddress: 1, windowSeconds: 86_400 } as const;
export type RateLimitedForm = keyof typeof rateLimits;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How this deployment learns the client's address (see lib/http/client-address.ts). */
function addressRule(): AddressRule {
  const vars = env();
  return vars.VERCEL === '1'
    ? { host: 'vercel' }
    : { host: 'self', trustedHops: vars.TRUSTED_PROXY_HOPS };
}

/** The client's address as the host defines it, or 'unknown'. */
export async function clientIp(): Promise<string> {
  try {
    return clientAddress(await headers(), addressRule()) ?? 'unknown';
  } catch {
    return 'unknown'; // outside a request (tests, scripts)
  }
}

/**
 * Counts the submission against both limits; false when either is exceeded. Keys are hashed:
 * the limits table holds no address. A client counts by its address's key (an IPv6 client by
 * its /64, see lib/http/address-key). Without a known client address (no proxy header) only the
 * per-e-mail limit applies: one shared "unknown" bucket would let one visitor block everybody.
 */
export async function withinRateLimit(
  store: FormsStore,
  form: RateLimitedForm,
  email: string,
  ip: string,
): Promise<boolean> {
  const limit = rateLimits[form];
  const client = addressKey(ip);
  const [byIp, byEmail] = await Promise.all([
    client === null
      ? true
      : store.hitRateLimit(`${form}:ip`, await saltedHash(client), limit.ip, limit.windowSeconds),
    store.hitRateLimit(
      `${form}:email`,
      await saltedHash(email.toLowerCase()),
      limit.email,
      limit.windowSeconds,
    ),
  ]);
  return byIp && byEmail;
}

/** Whether an acknowledgement may go to `email` now (counts it when it may). */
export async function mayAcknowledge(store: FormsStore, email: string): Promise<boolean> {
  return store.hitRateLimit(
    'ack:email',
    await saltedHash(email.toLowerCase()),
    acknowledgementLimit.perAddress,
    acknowledgementLimit.windowSeconds,
  );
}

/** A random token for a link, and the hash of it the database keeps. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => sha256(token);

/**
 * Sends the new e-mails once the response has gone out; whatever fails stays in the outbox for
 * the cron route to retry. The visitor never waits for, or hears about, the e-mail provider.
 */
export function scheduleDelivery(store: FormsStore, ids: string[]) {
  if (ids.length === 0) return;
  const deliver = () =>
    deliverOutbox(store, defaultTransport(), { ids }).catch((error) =>
      log.error({ err: error }, 'Outbox delivery failed'),
    );
  try {
    after(deliver);
  } catch {
    void deliver(); // outside a request
  }
}
