import { createHmac } from 'node:crypto';

// An e-mail address as the deletion records and the audit trail keep it: HMAC-SHA256 under a
// server key, so a later request from the same address matches a deletion, and nobody without
// the key can say which address it was (a plain hash of an address is undone by guessing it).

/** The address as compared everywhere: trimmed, lower case. */
export const normalAddress = (email: string) => email.trim().toLowerCase();

/** HMAC-SHA256 (hex) of an e-mail address under `key`. */
export function personalAddressHmac(key: string, email: string): string {
  return createHmac('sha256', key)
    .update(`personal-data:${normalAddress(email)}`)
    .digest('hex');
}
