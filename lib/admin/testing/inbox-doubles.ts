import type { Capability } from '@/lib/auth/permissions';
import { idle } from '@/lib/forms/state';
import {
  addInboxNoteAction,
  assignLeadAction,
  markInboxSpamAction,
  setInboxStatusAction,
} from '../inbox/actions';
import {
  addLeadPartyAction,
  recordConflictCheckAction,
  removeLeadPartyAction,
} from '../inbox/conflict-actions';
import { replyAction, saveReplyTemplateAction } from '../inbox/reply-actions';
import { setApplicationKeepAction, setLegalHoldAction } from '../inbox/retention-actions';
import { inboxExport } from '../inbox/export';
import { resumeDownload } from '../inbox/resume-download';
import { formOf } from './action-doubles';

// The inbox's rows of the app-layer role matrix (lib/admin/role-matrix.test.ts) and the seam's
// double they reach: every call is recorded, so a refusal can prove it asked nothing.

export const inbox = {
  setStatus: jest.fn(async () => 'not_found'),
  assignLead: jest.fn(async () => ({ status: 'not_found', recipients: [] })),
  addNote: jest.fn(async () => false),
  markSpam: jest.fn(async () => false),
  setLegalHold: jest.fn(async () => false),
  setKeep: jest.fn(async () => false),
  resumeDownload: jest.fn(async () => null),
  exportRows: jest.fn(async () => ({ total: 0, items: [] })),
};

/** A lead's conflict check, doubled the same way. */
export const conflicts = {
  read: jest.fn(async () => null),
  addParty: jest.fn(async () => false),
  removeParty: jest.fn(async () => false),
  record: jest.fn(async () => false),
};

/** The replies and their templates, doubled the same way. */
export const inboxReplies = {
  templates: jest.fn(async () => []),
  saveTemplate: jest.fn(async () => false),
  send: jest.fn(async () => null),
  sent: jest.fn(async () => []),
};

/** Every inbox action, the CV route and the export, each with the capability it asks. */
export const inboxRows = (id: string): [string, Capability, () => Promise<unknown>][] => [
  [
    'setInboxStatusAction',
    'personal.read',
    () => setInboxStatusAction(idle, formOf({ kind: 'lead', id, status: 'contacted' })),
  ],
  [
    'assignLeadAction',
    'personal.read',
    () => assignLeadAction(idle, formOf({ id, lawyer: 'jorge-enrique-vargas-montoya' })),
  ],
  [
    'addInboxNoteAction',
    'personal.read',
    () => addInboxNoteAction(idle, formOf({ kind: 'application', id, body: 'Llamar el lunes.' })),
  ],
  [
    'markInboxSpamAction',
    'personal.read',
    () => markInboxSpamAction(idle, formOf({ kind: 'lead', id, spam: '1' })),
  ],
  [
    'setLegalHoldAction',
    'personal.read',
    () =>
      setLegalHoldAction(idle, formOf({ kind: 'lead', id, set: '1', reason: 'Tutela en curso' })),
  ],
  [
    'setApplicationKeepAction',
    'personal.read',
    () => setApplicationKeepAction(idle, formOf({ id, set: '1', reason: 'Buen perfil' })),
  ],
  [
    'replyAction',
    'personal.read',
    () =>
      replyAction(
        idle,
        formOf({
          kind: 'lead',
          id,
          intent: 'send',
          language: 'es',
          subject: 'Hola',
          body: 'Gracias.',
        }),
      ),
  ],
  [
    'saveReplyTemplateAction',
    'personal.read',
    () =>
      saveReplyTemplateAction(
        idle,
        formOf({ purpose: 'decline', locale: 'en', subject: 'About', body: 'Dear {name},' }),
      ),
  ],
  ['GET /admin/inbox/application/<id>/cv', 'personal.read', () => resumeDownload(id)],
  ['GET /admin/inbox/export', 'personal.read', () => inboxExport({ kind: 'lead' })],
  [
    'addLeadPartyAction',
    'personal.read',
    () =>
      addLeadPartyAction(idle, formOf({ id, name: 'Constructora Andina S.A.S.', kind: 'client' })),
  ],
  [
    'removeLeadPartyAction',
    'personal.read',
    () => removeLeadPartyAction(idle, formOf({ id, party: '1' })),
  ],
  [
    'recordConflictCheckAction',
    'personal.read',
    () => recordConflictCheckAction(idle, formOf({ id, result: 'clear', note: 'Sin cruces.' })),
  ],
];
