import {
  addBusinessDays,
  businessDaysBetween,
  createFirmCalendar,
  endOfFirmDay,
  firmDayOf,
  termFrom,
} from './colombia-calendar';

const calendar = createFirmCalendar();

describe('Colombian business days', () => {
  it.each([
    ['2026-01-12', 'Día de los Reyes Magos (moved to Monday)'],
    ['2026-03-23', 'San José (moved to Monday)'],
    ['2026-04-02', 'Holy Thursday'],
    ['2026-04-03', 'Good Friday'],
    ['2026-05-18', 'Ascension (Easter-based, moved to Monday)'],
    ['2026-06-08', 'Corpus Christi'],
    ['2026-11-16', 'Independencia de Cartagena (moved to Monday)'],
    ['2026-12-08', 'Inmaculada Concepción'],
    ['2027-03-25', 'Holy Thursday 2027'],
  ])('%s is a holiday: %s', (day) => {
    expect(calendar.isBusinessDay(day)).toBe(false);
    expect(calendar.holidayName(day)).toEqual(expect.any(String));
  });

  it.each(['2026-11-14', '2026-11-15'])('%s, a weekend day, is not a business day', (day) => {
    expect(calendar.isBusinessDay(day)).toBe(false);
    expect(calendar.holidayName(day)).toBeNull();
  });

  it.each(['2026-03-19', '2026-04-01', '2026-11-26', '2026-12-07'])(
    '%s is a business day',
    (day) => {
      expect(calendar.isBusinessDay(day)).toBe(true);
    },
  );

  it.each([
    // [start, business days, due day, why]
    ['2026-03-31', 10, '2026-04-16', 'Holy Week: Thursday and Friday do not count'],
    ['2026-03-20', 10, '2026-04-08', 'a Monday holiday right after, then Holy Week'],
    ['2026-11-14', 15, '2026-12-07', 'from a Saturday, across the Monday holiday of 16 November'],
    ['2026-11-26', 2, '2026-11-30', 'a Thursday: Friday, then Monday'],
    ['2026-12-04', 5, '2026-12-14', 'across 8 December'],
    ['2026-12-23', 6, '2027-01-04', 'across Christmas and New Year'],
  ])('from %s, %i business days fall on %s (%s)', (start, count, due) => {
    expect(addBusinessDays(calendar, start, count)).toBe(due);
    expect(businessDaysBetween(calendar, start, due)).toBe(count);
  });

  it('counts days left, zero on the day itself and negative once passed', () => {
    expect(businessDaysBetween(calendar, '2026-04-16', '2026-04-16')).toBe(0);
    expect(businessDaysBetween(calendar, '2026-04-16', '2026-03-31')).toBe(-10);
  });

  it('a term starts the business day after the firm-time day of confirmation, due at 23:59 Bogotá', () => {
    // 23:30 in Bogotá on Thursday 26 November is already Friday in UTC: the term starts on Friday.
    const lateThursday = new Date('2026-11-27T04:30:00Z');
    expect(firmDayOf(lateThursday)).toBe('2026-11-26');
    const term = termFrom(calendar, lateThursday, 10);
    expect(term.day).toBe('2026-12-11');
    expect(term.dueAt.toISOString()).toBe('2026-12-12T04:59:59.999Z');
    expect(endOfFirmDay('2026-12-11').getTime()).toBe(term.dueAt.getTime());
  });

  it('an override adds a holiday the library does not know, or makes a holiday a business day', () => {
    const withOverrides = createFirmCalendar([
      { day: '2026-04-01', kind: 'holiday', name: 'Día cívico' },
      { day: '2026-04-03', kind: 'business_day', name: 'Jornada laboral' },
    ]);
    expect(withOverrides.isBusinessDay('2026-04-01')).toBe(false);
    expect(withOverrides.holidayName('2026-04-01')).toBe('Día cívico');
    expect(withOverrides.isBusinessDay('2026-04-03')).toBe(true);
    expect(addBusinessDays(withOverrides, '2026-03-31', 2)).toBe('2026-04-06');
  });

  it('refuses what is not a calendar day or a count', () => {
    expect(() => calendar.isBusinessDay('2026-02-30x')).toThrow(RangeError);
    expect(() => addBusinessDays(calendar, '2026-01-01', 0)).toThrow(RangeError);
  });
});
