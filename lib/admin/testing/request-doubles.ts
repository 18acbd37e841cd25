import type { Capability } from '@/lib/auth/permissions';
import { idle } from '@/lib/forms/state';
import {
  deleteCalendarOverrideAction,
  markRequestAction,
  moveRequestAction,
  saveCalendarOverrideAction,
} from '../requests/actions';
import { formOf } from './action-doubles';

// The data requests' rows of the app-layer role matrix (lib/admin/role-matrix.test.ts) and the
// seam's double they reach: every call is recorded, so a refusal can prove it asked nothing.

export const privacyRequests = {
  list: jest.fn(async () => []),
  get: jest.fn(async () => null),
  move: jest.fn(async () => ({ outcome: 'not_found', outboxId: null })),
  mark: jest.fn(async () => false),
  openReclamosOf: jest.fn(async () => []),
  overrides: jest.fn(async () => []),
  saveOverride: jest.fn(async () => undefined),
  deleteOverride: jest.fn(async () => false),
};

/** Every action of the data requests and their calendar, each with the capability it asks. */
export const requestRows = (id: string): [string, Capability, () => Promise<unknown>][] => [
  [
    'moveRequestAction',
    'privacy.requests',
    () => moveRequestAction(idle, formOf({ id, status: 'answered', body: 'Respuesta.' })),
  ],
  ['markRequestAction', 'privacy.requests', () => markRequestAction(idle, formOf({ id }))],
  [
    'saveCalendarOverrideAction',
    'privacy.requests',
    () =>
      saveCalendarOverrideAction(
        idle,
        formOf({ day: '2026-12-10', kind: 'holiday', name: 'Día cívico' }),
      ),
  ],
  [
    'deleteCalendarOverrideAction',
    'privacy.requests',
    () => deleteCalendarOverrideAction(idle, formOf({ day: '2026-12-10' })),
  ],
];
