import { createFirmCalendar } from '@/lib/dates/colombia-calendar';
import type { RequestKind } from './options';
import {
  businessDaysLeft,
  extendedDueDay,
  isOverdue,
  mayExtend,
  registrationTerms,
  withdrawnAt,
} from './deadlines';

// Fixed clocks only: every instant below is written out, in UTC, with its Bogotá time beside it.
const calendar = createFirmCalendar();

describe('the terms of a data subject’s request', () => {
  it.each([
    // [confirmed at (UTC), kind, due day, mark by, ask by, why]
    [
      '2026-11-26T15:00:00Z',
      'consulta',
      '2026-12-11',
      null,
      null,
      'Thursday 10:00, across 8 December',
    ],
    [
      '2026-11-26T15:00:00Z',
      'supresion',
      '2026-12-18',
      '2026-11-30',
      '2026-12-03',
      'a reclamo: 15 days',
    ],
    [
      '2026-03-31T14:00:00Z',
      'consulta',
      '2026-04-16',
      null,
      null,
      'Holy Thursday and Good Friday skipped',
    ],
    [
      '2026-03-20T20:00:00Z',
      'rectificacion',
      '2026-04-15',
      '2026-03-25',
      '2026-03-30',
      'Monday holiday (San José), then Holy Week',
    ],
    [
      '2026-11-28T15:00:00Z',
      'revocatoria',
      '2026-12-21',
      '2026-12-01',
      '2026-12-04',
      'confirmed on a Saturday',
    ],
    // 23:30 on Friday 13 November in Bogotá is Saturday in UTC: still counted from Friday.
    [
      '2026-11-14T04:30:00Z',
      'consulta',
      '2026-11-30',
      null,
      null,
      'late Friday, across the Monday holiday of 16 November',
    ],
  ] as [string, RequestKind, string, string | null, string | null, string][])(
    'confirmed %s, a %s is due %s, marked by %s, asked by %s (%s)',
    (at, kind, due, markBy, askBy) => {
      const terms = registrationTerms(calendar, new Date(at), kind);
      expect(terms.dueDay).toBe(due);
      expect(terms.markByDay).toBe(markBy);
      expect(terms.askByDay).toBe(askBy);
    },
  );

  it('is due at 23:59 Bogotá on its last day', () => {
    const { dueAt } = registrationTerms(calendar, new Date('2026-11-26T15:00:00Z'), 'consulta');
    expect(dueAt.toISOString()).toBe('2026-12-12T04:59:59.999Z');
  });

  it('extends a consulta by 5 business days and a reclamo by 8, across Christmas', () => {
    expect(extendedDueDay(calendar, 'consulta', '2026-12-11')).toBe('2026-12-18');
    expect(extendedDueDay(calendar, 'supresion', '2026-12-18')).toBe('2026-12-31');
  });

  it('may extend only until the first due day ends', () => {
    expect(mayExtend(new Date('2026-12-12T04:59:59.999Z'), '2026-12-11')).toBe(true);
    expect(mayExtend(new Date('2026-12-12T05:00:00Z'), '2026-12-11')).toBe(false);
  });

  it('counts business days left and says when a due day has passed', () => {
    const friday = new Date('2026-12-04T15:00:00Z');
    expect(businessDaysLeft(calendar, friday, '2026-12-11')).toBe(4); // 7, 9, 10, 11 (8 is a holiday)
    expect(businessDaysLeft(calendar, friday, '2026-12-04')).toBe(0);
    expect(businessDaysLeft(calendar, friday, '2026-12-02')).toBe(-2);
    expect(isOverdue(friday, '2026-12-04')).toBe(false);
    expect(isOverdue(new Date('2026-12-05T05:00:00Z'), '2026-12-04')).toBe(true);
  });

  it('withdraws an incomplete reclamo two months after it was asked, as Postgres adds months', () => {
    expect(withdrawnAt(new Date('2026-11-26T15:00:00Z')).toISOString()).toBe(
      '2027-01-26T15:00:00.000Z',
    );
    expect(withdrawnAt(new Date('2026-12-31T15:00:00Z')).toISOString()).toBe(
      '2027-02-28T15:00:00.000Z',
    );
  });

  it('takes the admins’ overrides: a day the government adds moves the due day', () => {
    const withDay = createFirmCalendar([
      { day: '2026-12-10', kind: 'holiday', name: 'Día cívico' },
    ]);
    expect(registrationTerms(withDay, new Date('2026-11-26T15:00:00Z'), 'consulta').dueDay).toBe(
      '2026-12-14',
    );
  });
});
