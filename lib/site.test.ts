import { decadesSinceFounding, mapUrl, site, yearsSinceFounding } from './site';
import { absoluteUrl, siteUrl } from './site-url';

describe('site config', () => {
  it('holds the firm identity the pages render', () => {
    expect(site.foundingYear).toBe(1972);
    expect(site.address.locality).toMatch(/Bogotá/);
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    expect(site.phone.href).toMatch(/^tel:\+57\d+$/);
    expect(site.stats).toEqual({ successfulCases: 1000, successRatePercent: 95 });
    for (const url of Object.values(site.social)) expect(new URL(url).protocol).toBe('https:');
  });

  it('derives decades and years from the founding year', () => {
    expect(decadesSinceFounding(new Date('2026-11-22'))).toBe(5);
    expect(decadesSinceFounding(new Date('2032-01-01'))).toBe(6);
    expect(yearsSinceFounding(new Date('2026-11-22'))).toBe(54);
  });

  it('links the address to a map search', () => {
    expect(new URL(mapUrl()).searchParams.get('query')).toContain(site.address.street);
  });
});

describe('siteUrl', () => {
  it('prefers NEXT_PUBLIC_SITE_URL', () => {
    expect(
      siteUrl({ NEXT_PUBLIC_SITE_URL: 'https://firm.example', VERCEL_URL: 'x.vercel.app' } as never)
        .href,
    ).toBe('https://firm.example/');
  });

  it('uses the production domain in production and the deployment URL in previews', () => {
    const env = { VERCEL_URL: 'abc.vercel.app', VERCEL_PROJECT_PRODUCTION_URL: 'firm.example' };
    expect(siteUrl({ ...env, VERCEL_ENV: 'production' } as never).href).toBe(
      'https://firm.example/',
    );
    expect(siteUrl({ ...env, VERCEL_ENV: 'preview' } as never).href).toBe(
      'https://abc.vercel.app/',
    );
  });

  it('falls back to localhost on the configured port', () => {
    expect(siteUrl({ PORT: '4000' } as never).href).toBe('http://localhost:4000/');
    expect(absoluteUrl('/nosotros', {} as never)).toBe('http://localhost:3000/nosotros');
  });
});
