import { scheduledDeletion } from './deletion-date';
import { retentionRules } from './retention';

const base = {
  kind: 'lead' as const,
  status: 'new',
  created_at: '2026-01-10T15:00:00.000Z',
  spam_at: null,
  history: [],
  legal_hold_reason: null,
  legal_hold_at: null,
  keep_reason: null,
  keep_at: null,
};

describe('when an inbox item will be deleted', () => {
  it('counts a lead’s 24 months from its last status change', () => {
    expect(scheduledDeletion(base)).toEqual({
      state: 'due',
      at: new Date('2028-01-10T15:00:00.000Z'),
      rule: 'contactMessages',
    });
    const moved = {
      ...base,
      status: 'contacted',
      history: [{ from: 'new', to: 'contacted', by: null, at: '2026-03-01T00:00:00.000Z' }],
    };
    expect(scheduledDeletion(moved)).toMatchObject({ at: new Date('2028-03-01T00:00:00.000Z') });
  });

  it('keeps an engaged client’s lead for the client-records period', () => {
    const engaged = {
      ...base,
      status: 'engaged',
      history: [{ from: 'consultation', to: 'engaged', by: null, at: '2026-02-01T00:00:00.000Z' }],
    };
    expect(scheduledDeletion(engaged)).toEqual({
      state: 'due',
      at: new Date('2036-02-01T00:00:00.000Z'),
      rule: 'engagedClientLeads',
    });
  });

  it('deletes spam 30 days after the mark, sooner than its own period', () => {
    expect(scheduledDeletion({ ...base, spam_at: '2026-01-11T00:00:00.000Z' })).toEqual({
      state: 'due',
      at: new Date('2026-02-10T00:00:00.000Z'),
      rule: 'spam',
    });
  });

  it('never deletes an item under legal hold, and says why', () => {
    const held = { ...base, legal_hold_reason: 'Tutela', legal_hold_at: '2026-05-01T00:00:00Z' };
    expect(scheduledDeletion({ ...held, spam_at: '2026-01-11T00:00:00Z' })).toEqual({
      state: 'held',
      since: '2026-05-01T00:00:00Z',
      reason: 'Tutela',
    });
  });

  it('deletes an application 12 months after receipt unless it is kept', () => {
    const application = { ...base, kind: 'application' as const, status: 'received' };
    expect(scheduledDeletion(application)).toMatchObject({
      at: new Date('2027-01-10T15:00:00.000Z'),
      rule: 'careerApplications',
    });
    const kept = { ...application, keep_reason: 'Buen perfil', keep_at: '2026-02-01T00:00:00Z' };
    expect(scheduledDeletion(kept)).toEqual({
      state: 'kept',
      since: '2026-02-01T00:00:00Z',
      reason: 'Buen perfil',
    });
  });

  it('follows the rules it is given', () => {
    const rules = {
      ...retentionRules,
      contactMessages: { ...retentionRules.contactMessages, period: { amount: 6, unit: 'months' } },
    } as const;
    expect(scheduledDeletion(base, rules)).toMatchObject({
      at: new Date('2026-07-10T15:00:00.000Z'),
    });
  });
});
