import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import { openTestStore, testUploadsDir } from '@/lib/backend/testing/fixtures';
import { hashToken, newToken, rateLimits, withinRateLimit } from './server';

describe('rate limits', () => {
  jest.setTimeout(60_000);

  it('caps per client address and per e-mail, across forms separately', async () => {
    const store = await openTestStore();
    const { forms } = embeddedBackend(store, testUploadsDir());
    const results = [];
    for (let i = 0; i < rateLimits.contact.ip + 1; i++)
      results.push(await withinRateLimit(forms, 'contact', `p${i}@x.co`, '203.0.113.7'));
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(await withinRateLimit(forms, 'newsletter', 'p0@x.co', '203.0.113.7')).toBe(true);
    expect(await withinRateLimit(forms, 'contact', 'other@x.co', '198.51.100.1')).toBe(true);
    const stored = (
      await store.db.query<{ key_hash: string }>('select key_hash from public.rate_limits')
    ).rows
      .map((r) => r.key_hash)
      .join(' ');
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('p0@x.co');
    await store.close();
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const store = await openTestStore();
    const { forms } = embeddedBackend(store, testUploadsDir());
    const results = [];
    // A new address of the same /64 for every post: the limit holds all the same.
    for (let i = 1; i <= rateLimits.contact.ip + 1; i++)
      results.push(await withinRateLimit(forms, 'contact', `v${i}@x.co`, `2001:db8:7:7::${i}`));
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(await withinRateLimit(forms, 'contact', 'w@x.co', '2001:DB8:7:7:ffff::1')).toBe(false);
    expect(await withinRateLimit(forms, 'contact', 'w@x.co', '2001:db8:7:8::1')).toBe(true);
    for (let i = 0; i < rateLimits.contact.ip; i++)
      await withinRateLimit(forms, 'contact', `m${i}@x.co`, '::ffff:198.51.100.20');
    expect(await withinRateLimit(forms, 'contact', 'm@x.co', '198.51.100.20')).toBe(false);
    await store.close();
  });

  it('applies only the e-mail limit when the client address is unknown', async () => {
    const store = await openTestStore();
    const { forms } = embeddedBackend(store, testUploadsDir());
    for (let i = 0; i < 20; i++)
      expect(await withinRateLimit(forms, 'contact', `u${i}@x.co`, 'unknown')).toBe(true);
    await store.close();
  });
});

describe('tokens', () => {
  it('are long, random and stored as hashes', () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
