import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress } from './client-address';

const headers = (values: Record<string, string>) => new Headers(values);

describe('clientAddress', () => {
  it('on Vercel, takes Vercel’s own header and ignores X-Forwarded-For', () => {
    const sent = headers({
      'x-forwarded-for': '6.6.6.6',
      'x-vercel-forwarded-for': '203.0.113.7',
    });
    expect(clientAddress(sent, { host: 'vercel' })).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'x-real-ip': '203.0.113.8' }), { host: 'vercel' })).toBe(
      '203.0.113.8',
    );
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6' }), { host: 'vercel' })).toBeNull();
  });

  it('self-hosted, takes the right-most entry: what the client prepends proves nothing', () => {
    const forged = headers({ 'x-forwarded-for': '1.2.3.4, 198.51.100.9' });
    expect(clientAddress(forged, { host: 'self', trustedHops: 0 })).toBe('198.51.100.9');
    // Every request with a random left-most entry still counts under the same address.
    for (const random of ['9.9.9.9', '10.0.0.1', 'garbage', '::1'])
      expect(
        clientAddress(headers({ 'x-forwarded-for': `${random}, 198.51.100.9` }), {
          host: 'self',
          trustedHops: 0,
        }),
      ).toBe('198.51.100.9');
  });

  it('skips one entry per trusted proxy, and no more', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.0.0.2' });
    expect(clientAddress(chain, { host: 'self', trustedHops: 1 })).toBe('203.0.113.5');
    expect(clientAddress(chain, { host: 'self', trustedHops: 3 })).toBeNull();
  });

  it('answers null for anything that is not an address, and unwraps IPv4-mapped IPv6', () => {
    const rule = { host: 'self', trustedHops: 0 } as const;
    expect(clientAddress(headers({}), rule)).toBeNull();
    expect(clientAddress(headers({ 'x-forwarded-for': 'unknown' }), rule)).toBeNull();
    expect(clientAddress(headers({ 'x-forwarded-for': '1.2.3.4, ' }), rule)).toBe('1.2.3.4');
    expect(clientAddress(headers({ 'x-forwarded-for': '::ffff:192.0.2.1' }), rule)).toBe(
      '192.0.2.1',
    );
    expect(clientAddress(headers({ 'x-forwarded-for': '2001:db8::1' }), rule)).toBe('2001:db8::1');
  });
});

describe('scripts/client-address.cjs (preloaded into next start)', () => {
  let server: http.Server;
  let seen: string | undefined;

  beforeAll(async () => {
    // @ts-expect-error: a plain CommonJS preload script, without types
    await import('../../scripts/client-address.cjs');
    server = http.createServer((request, response) => {
      seen = request.headers['x-forwarded-for'] as string | undefined;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (forwarded?: string) =>
    new Promise<void>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .get(
          { host: '127.0.0.1', port, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} },
          (response) => response.resume().on('end', resolve),
        )
        .on('error', reject);
    });

  it('appends the socket address, so a forged header cannot choose the client address', async () => {
    await get('6.6.6.6');
    expect(seen).toBe('6.6.6.6, 127.0.0.1');
    expect(
      clientAddress(new Headers({ 'x-forwarded-for': seen! }), { host: 'self', trustedHops: 0 }),
    ).toBe('127.0.0.1');
    await get();
    expect(seen).toBe('127.0.0.1');
  });
});
