import { isIPv4, isIPv6 } from 'node:net';

// What the forms' rate limits and the sign-in throttle count a client by. An IPv6 subscriber is
// given a whole /64 (often far more), so counting full addresses would give anyone with IPv6 2^64
// fresh tries: an IPv6 client counts by its /64. One IPv4 address is all most clients have.

/**
 * The key a client address is counted by: an IPv4 address as it is; an IPv6 address as its /64
 * (`2001:db8:0:7::/64`), whatever its notation (`::` or not, leading zeros, case); an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as the IPv4 address it carries. A zone id
 * (`%eth0`) names an interface of the sender, not a client, and is dropped. Null for anything
 * that is not an IP address ('unknown', '').
 */
export function addressKey(address: string): string | null {
  const bare = address.trim().replace(/%[^%]*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return null;
  const hextets = ipv6Hextets(bare);
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    const [high, low] = [hextets[6]!, hextets[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Hextets(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail (`::ffff:192.0.2.1`) stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const [head = '', tail] = text.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}
