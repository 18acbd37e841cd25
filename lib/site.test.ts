import { decadesSinceFounding, mapUrl, site, yearsSinceFounding } from './site';

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
