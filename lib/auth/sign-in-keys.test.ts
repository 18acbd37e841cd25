import { randomBytes } from 'node:crypto';

// The sign-in throttle's keys: a client counts by its address's key (an IPv6 client by its /64),
// the same key the forms' rate limits use; the keys are salted hashes, never the address.

describe('signInKeys', () => {
  beforeAll(() => {
    process.env.RATE_LIMIT_SALT = randomBytes(24).toString('base64url');
  });

  it('keys an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
    const { signInKeys } = await import('.');
    const ipHash = async (ip: string) => (await signInKeys('ana@firma.co', ip)).ipHash;

    const same = await ipHash('2001:db8:1:2::a');
    expect(same).toMatch(/^[0-9a-f]{64}$/);
    expect(await ipHash('2001:0DB8:1:2:ffff:ffff:ffff:b')).toBe(same);
    expect(await ipHash('2001:db8:1:2::a%eth0')).toBe(same);
    expect(await ipHash('2001:db8:1:3::a')).not.toBe(same);

    expect(await ipHash('::ffff:192.0.2.1')).toBe(await ipHash('192.0.2.1'));
    expect(await ipHash('192.0.2.1')).not.toBe(await ipHash('192.0.2.2'));
    expect(await ipHash('unknown')).toBeNull();
    expect(await ipHash('')).toBeNull();

    const keys = await signInKeys('Ana@Firma.co', '192.0.2.1');
    expect(keys.accountHash).toBe((await signInKeys('ana@firma.co', '')).accountHash);
    expect(keys.ipHash).not.toContain('192.0.2.1');
  });
});
