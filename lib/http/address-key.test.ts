import { isIPv6 } from 'node:net';
import fc from 'fast-check';
import { addressKey } from './address-key';

const hextet = fc.integer({ min: 0, max: 0xffff });
const groups = (n: number) => fc.array(hextet, { minLength: n, maxLength: n });

/** The ways one IPv6 address can be written: full or not, compressed, upper case, with a zone. */
const notation = fc.constantFrom(
  (g: number[]) => g.map((h) => h.toString(16)).join(':'),
  (g: number[]) => g.map((h) => h.toString(16).padStart(4, '0')).join(':'),
  // Node writes the shortest form (the longest run of zero groups as `::`).
  (g: number[]) =>
    new URL(`http://[${g.map((h) => h.toString(16)).join(':')}]`).hostname.slice(1, -1),
  (g: number[]) => g.map((h) => h.toString(16).toUpperCase()).join(':'),
  (g: number[]) => `${g.map((h) => h.toString(16)).join(':')}%eth0`,
);

describe('addressKey', () => {
  it('keys IPv4 by the whole address, IPv6 by its /64, and refuses what is not an address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    for (const same of [
      '2001:db8::1',
      '2001:0db8:0:0::1',
      '2001:DB8::1',
      '2001:db8:0:0:ffff:ffff:ffff:ffff',
      '2001:db8::1%eth0',
      ' 2001:db8::abcd ',
    ])
      expect(addressKey(same)).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(addressKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    for (const junk of ['unknown', '', 'not an address', '2001:db8::1::2', '1.2.3', '%eth0'])
      expect(addressKey(junk)).toBeNull();
  });

  it('gives every address of one /64 the same key, in any notation', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), notation, notation, (net, a, b, one, other) => {
        fc.pre(!(net.every((h) => h === 0) && a[0] === 0 && a[1] === 0xffff));
        const key = addressKey(one([...net, ...a]));
        expect(key).toMatch(/^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64$/);
        // Two notations of one address, and another address of the same /64.
        expect(addressKey(other([...net, ...a]))).toBe(key);
        if (!(net.every((h) => h === 0) && b[0] === 0 && b[1] === 0xffff))
          expect(addressKey(other([...net, ...b]))).toBe(key);
      }),
    );
  });

  it('tells different /64s apart', () => {
    fc.assert(
      fc.property(groups(8), groups(8), notation, notation, (a, b, one, other) => {
        fc.pre(a.slice(0, 4).join() !== b.slice(0, 4).join());
        expect(addressKey(one(a))).not.toBe(addressKey(other(b)));
      }),
    );
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ipv4) => {
        expect(addressKey(ipv4)).toBe(ipv4);
        expect(addressKey(`::ffff:${ipv4}`)).toBe(ipv4);
        const [a, b, c, d] = ipv4.split('.').map(Number) as [number, number, number, number];
        const hex = `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        expect(addressKey(hex)).toBe(ipv4);
      }),
    );
  });

  it('keys every IPv6 address fast-check can write, as Node reads it', () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        expect(isIPv6(address)).toBe(true);
        const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
        expect(addressKey(address)).toBe(addressKey(canonical));
        expect(addressKey(address)).not.toBeNull();
      }),
    );
  });
});
