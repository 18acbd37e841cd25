import { createFirmCalendar } from '@/lib/dates/colombia-calendar';
import { dueWithin, requestClock } from './clock';
import { nextMoves } from './moves';
import type { DataRequestRow } from './types';

// Where a request stands against its terms, on fixed clocks, and the moves its page offers.

const calendar = createFirmCalendar();
const row = (change: Partial<DataRequestRow> = {}): DataRequestRow => ({
  id: 'r',
  kind: 'supresion',
  name: 'Ana',
  email: 'ana@example.com',
  status: 'received',
  confirmedAt: '2026-11-26T15:00:00.000Z',
  dueDay: '2026-12-18',
  extendedDueDay: null,
  markByDay: '2026-11-30',
  markedAt: null,
  statusChangedAt: '2026-11-26T15:00:00.000Z',
  ...change,
});
// Friday 11 December 2026, 10:00 in Bogotá.
const friday = new Date('2026-12-11T15:00:00Z');

describe('a request’s clock', () => {
  it('counts business days left to the due day, and marks a missing "en trámite" mark', () => {
    const clock = requestClock(row(), calendar, friday);
    expect(clock).toEqual({
      dueDay: '2026-12-18',
      daysLeft: 5,
      overdue: false,
      markLate: true,
      withdrawable: false,
    });
    expect(dueWithin(clock, 3)).toBe(false);
    expect(requestClock(row({ markedAt: friday.toISOString() }), calendar, friday).markLate).toBe(
      false,
    );
  });

  it('follows the extended due day, and is overdue once its 23:59 has passed', () => {
    const extended = row({ status: 'extended', extendedDueDay: '2026-12-14' });
    expect(dueWithin(requestClock(extended, calendar, friday), 3)).toBe(true);
    const late = requestClock(extended, calendar, new Date('2026-12-15T05:00:00Z'));
    expect([late.overdue, late.daysLeft]).toEqual([true, -1]);
    expect(dueWithin(late, 3)).toBe(true);
  });

  it('stops once answered, and while an incomplete reclamo waits for the person', () => {
    expect(requestClock(row({ status: 'answered' }), calendar, friday).daysLeft).toBeNull();
    const waiting = row({ status: 'incomplete', statusChangedAt: '2026-10-11T15:00:00.000Z' });
    expect(requestClock(waiting, calendar, friday)).toMatchObject({
      daysLeft: null,
      overdue: false,
      withdrawable: true,
    });
    expect(requestClock(waiting, calendar, new Date('2026-12-11T14:59:59Z')).withdrawable).toBe(
      false,
    );
  });

  it('offers the moves the database allows', () => {
    const clock = requestClock(row(), calendar, friday);
    expect(nextMoves('received', 'supresion', false, clock)).toEqual([
      'in_progress',
      'extended',
      'incomplete',
      'answered',
      'rejected',
    ]);
    expect(nextMoves('in_progress', 'consulta', true, clock)).toEqual(['answered', 'rejected']);
    expect(nextMoves('answered', 'consulta', false, clock)).toEqual([]);
  });
});
