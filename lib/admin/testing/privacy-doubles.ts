import type { Capability } from '@/lib/auth/permissions';
import { idle } from '@/lib/forms/state';
import { correctInboxItemAction } from '../inbox/correct-actions';
import { privacyAction } from '../privacy/actions';
import { privacyExport } from '../privacy/export';
import { formOf } from './action-doubles';

// The personal-data rows of the app-layer role matrix (lib/admin/role-matrix.test.ts) and the
// seam's double they reach: every call is recorded, so a refusal can prove it asked nothing.

export const privacy = {
  counts: jest.fn(async () => ({})),
  compile: jest.fn(async () => ({})),
  delete: jest.fn(async () => ({ id: 1, counts: {}, kept: [], resumes: [], outboxIds: [] })),
  correct: jest.fn(async () => []),
  liftSuppression: jest.fn(async () => 1),
};

const address = 'persona@example.com';

/** The privacy page's action in each intent, its JSON download and the inbox's correction. */
export const privacyRows = (id: string): [string, Capability, () => Promise<unknown>][] => [
  [
    'privacyAction (find)',
    'privacy.personal_data',
    () => privacyAction(idle, formOf({ intent: 'find', email: address })),
  ],
  [
    'privacyAction (compile)',
    'privacy.personal_data',
    () => privacyAction(idle, formOf({ intent: 'compile', email: address })),
  ],
  [
    'privacyAction (delete)',
    'privacy.personal_data',
    () =>
      privacyAction(
        idle,
        formOf({ intent: 'delete', email: address, confirm: 'on', requestId: '' }),
      ),
  ],
  [
    'privacyAction (lift)',
    'privacy.personal_data',
    () => privacyAction(idle, formOf({ intent: 'lift', email: address })),
  ],
  [
    'POST /admin/privacy/export',
    'privacy.personal_data',
    () =>
      privacyExport(
        new Request('https://abogados.example/admin/privacy/export', {
          method: 'POST',
          body: formOf({ email: address }),
        }),
      ),
  ],
  [
    'correctInboxItemAction',
    'privacy.personal_data',
    () =>
      correctInboxItemAction(
        idle,
        formOf({ kind: 'lead', id, name: 'Ana', email: address, phone: '', message: 'Hola' }),
      ),
  ],
];
