import { firmInputFromIso, firmInputNow, isFirmInput, isoFromFirmInput } from './firm-time';

describe('dates in the firm’s time zone (America/Bogota, UTC−5 all year)', () => {
  it('reads a typed date and time as Bogotá time', () => {
    expect(isoFromFirmInput('2026-12-01T08:30')).toBe('2026-12-01T08:30:00-05:00');
    expect(isoFromFirmInput('2031-07-15T23:45:10')).toBe('2031-07-15T23:45:10-05:00');
    expect(Date.parse(isoFromFirmInput('2026-12-01T08:30')!)).toBe(
      Date.parse('2026-12-01T13:30:00Z'),
    );
    expect(isoFromFirmInput('')).toBeNull();
  });

  it('shows a stored instant as Bogotá wall-clock time, whatever its offset', () => {
    expect(firmInputFromIso('2026-12-01T13:30:00Z')).toBe('2026-12-01T08:30');
    expect(firmInputFromIso('2031-07-16T04:45:00.000Z')).toBe('2031-07-15T23:45');
    expect(firmInputFromIso('2026-12-01T03:00:00+00:00')).toBe('2026-11-30T22:00');
    expect(firmInputFromIso(null)).toBe('');
    expect(firmInputFromIso('not a date')).toBe('');
  });

  it('round-trips', () => {
    for (const value of ['2031-12-31T00:00', '2026-01-01T23:59', '2028-02-29T12:00'])
      expect(firmInputFromIso(isoFromFirmInput(value))).toBe(value);
    expect(firmInputNow(Date.parse('2026-12-01T13:30:00Z'))).toBe('2026-12-01T08:30');
  });

  it('takes only dates the calendar has', () => {
    expect(isFirmInput('2027-01-15T17:45')).toBe(true);
    expect(isFirmInput('2027-01-15T17:45:30')).toBe(true);
    for (const value of ['2027-02-31T10:00', '2027-01-15 17:45', '2027-01-15T25:00', ''])
      expect(isFirmInput(value)).toBe(false);
  });
});
