import { createHash, randomBytes } from 'node:crypto';
import { addressHmac } from './ip-hmac';

describe('the audit HMAC of a client address', () => {
  const key = randomBytes(32).toString('base64url');

  it('is keyed: another key, another value, and never the plain hash', () => {
    const value = addressHmac(key, '203.0.113.7');
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(addressHmac(randomBytes(32).toString('base64url'), '203.0.113.7')).not.toBe(value);
    expect(value).not.toBe(createHash('sha256').update('203.0.113.7').digest('hex'));
  });

  it('names one address one way, and nothing that is not an address', () => {
    expect(addressHmac(key, '::ffff:203.0.113.7')).toBe(addressHmac(key, '203.0.113.7'));
    expect(addressHmac(key, '2001:DB8::1')).toBe(addressHmac(key, '2001:db8::1'));
    expect(addressHmac(key, 'unknown')).toBeNull();
    expect(addressHmac(key, '')).toBeNull();
  });
});
