import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';

// The trail names a client address only by its HMAC-SHA256 under a server key: two events from
// one address match, and nobody without the key can tell which address it was (a plain SHA-256
// of an IPv4 address is undone by hashing all 2^32 of them).

/** HMAC-SHA256 (hex) of a client address under `key`, or null when `address` is no IP address. */
export function addressHmac(key: string, address: string): string | null {
  const bare = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIP(bare)) return null;
  return createHmac('sha256', key).update(`audit-ip:${bare.toLowerCase()}`).digest('hex');
}
