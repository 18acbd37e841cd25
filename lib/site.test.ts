import { decadesSinceFounding, mapUrl, site, yearsSinceFounding } from './site';

// The values in lib/site.ts are demo values a deployer replaces; these check what any firm's
// values must satisfy for the pages, the JSON-LD and the links built from them to work.

describe('site config', () => {
  it('gives addresses and links the pages can use as they are', () => {
    for (const email of [site.email, site.privacyEmail, site.careersEmail])
      expect(email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    for (const url of Object.values(site.social)) expect(new URL(url).protocol).toBe('https:');
    expect(site.address.country).toMatch(/^[A-Z]{2}$/);
  });

  it('dials the number it shows', () => {
    expect(site.phone.href).toMatch(/^tel:\+\d+$/);
    expect(site.phone.href.slice('tel:'.length)).toBe(site.phone.display.replace(/[^+\d]/g, ''));
  });

  it('holds values the structured data and the consent records can parse', () => {
    expect(site.foundingYear).toBeLessThanOrEqual(new Date().getFullYear());
    expect(site.privacyPolicyVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${site.privacyPolicyVersion}T00:00:00Z`).toISOString()).toContain(
      site.privacyPolicyVersion,
    );
    const { opens, closes } = site.openingHours;
    for (const time of [opens, closes]) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(opens < closes).toBe(true);
    expect(Math.abs(site.geo.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(site.geo.longitude)).toBeLessThanOrEqual(180);
    expect(Number.isInteger(site.stats.successfulCases)).toBe(true);
    expect(site.stats.successRatePercent).toBeGreaterThanOrEqual(0);
    expect(site.stats.successRatePercent).toBeLessThanOrEqual(100);
  });

  it('derives decades and years from the founding year', () => {
    const year = (offset: number) => new Date(Date.UTC(site.foundingYear + offset, 5, 1));
    expect(decadesSinceFounding(year(9))).toBe(0);
    expect(decadesSinceFounding(year(10))).toBe(1);
    expect(decadesSinceFounding(year(54))).toBe(5);
    expect(yearsSinceFounding(year(54))).toBe(54);
  });

  it('links the address to a map search', () => {
    expect(new URL(mapUrl()).searchParams.get('query')).toContain(site.address.street);
  });
});
