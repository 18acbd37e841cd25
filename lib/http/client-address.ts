import { isIP } from 'node:net';

export type AddressRule =
  /** Vercel writes its own header with the address its edge saw; a client cannot forge it. */
  | { host: 'vercel' }
  /**
   * Self-hosted: `X-Forwarded-For` as it reaches the server, whose right-most entry is the socket
   * address (scripts/client-address.cjs appends it). Each trusted proxy in front appends the
   * address it saw, so the client is the entry `trustedHops` places from the right; everything to
   * its left was written by the client and proves nothing.
   */
  | { host: 'self'; trustedHops: number };

/** The client's address under `rule`, or null when the headers do not give a valid one. */
export function clientAddress(headers: Pick<Headers, 'get'>, rule: AddressRule): string | null {
  const candidate =
    rule.host === 'vercel'
      ? (headers.get('x-vercel-forwarded-for') ?? headers.get('x-real-ip'))?.split(',')[0]
      : rightmost(headers.get('x-forwarded-for'), rule.trustedHops);
  const address = candidate?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? '';
  return isIP(address) ? address : null;
}

function rightmost(list: string | null, skip: number): string | undefined {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - 1 - skip];
}
