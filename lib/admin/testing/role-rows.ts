import type { Capability } from '@/lib/auth/permissions';
import { idle } from '@/lib/forms/state';
import { openPreview } from '@/lib/publications/preview';
import { formOf } from './action-doubles';
import { imageRows } from './image-doubles';
import { inboxRows } from './inbox-doubles';
import { privacyRows } from './privacy-doubles';
import { requestRows } from './request-doubles';
import { draft, id, userId } from './role-doubles';
import {
  bulletinMonthItemsAction,
  deleteBulletinAction,
  saveBulletinAction,
  searchBulletinItemsAction,
} from '../bulletins/actions';
import {
  addCategoryAction,
  deleteCategoryAction,
  mergeCategoryAction,
  renameCategoryAction,
} from '../categories/actions';
import { deleteEntryAction, saveEntryAction } from '../entries/actions';
import {
  enrollFactorAction,
  regenerateRecoveryCodesAction,
  removeFactorAction,
  stepUpAction,
} from '../account/two-factor-actions';
import { retryOutboxAction } from '../outbox/actions';
import { approveReviewAction, returnReviewAction } from '../review/actions';
import { restoreEntryAction } from '../trash/actions';
import {
  changeRoleAction,
  disableUserAction,
  enableUserAction,
  inviteUserAction,
} from '../users/actions';
import { resendInvitationAction } from '../users/resend-action';

// Every staff action and route handler with the capability it asks and a call that reaches it,
// for the application-layer role matrices (lib/admin/role-matrix*.test.ts). Test code only: the
// callers mock next/headers, the auth seam and the backend first.

export type MatrixRow = [name: string, capability: Capability, run: () => Promise<unknown>];

export const rows: MatrixRow[] = [
  ['saveEntryAction (a new draft)', 'entries.draft', () => saveEntryAction(idle, formOf(draft()))],
  [
    'deleteEntryAction',
    'entries.delete',
    () => deleteEntryAction(idle, formOf({ id, version: '1', kind: 'publication' })),
  ],
  [
    'saveBulletinAction',
    'bulletins.edit',
    () => saveBulletinAction(idle, formOf({ id: '', version: '' })),
  ],
  [
    'deleteBulletinAction',
    'entries.delete',
    () => deleteBulletinAction(idle, formOf({ id, version: '1' })),
  ],
  ['searchBulletinItemsAction', 'bulletins.edit', () => searchBulletinItemsAction('reforma')],
  ['bulletinMonthItemsAction', 'bulletins.edit', () => bulletinMonthItemsAction('2026-11')],
  [
    'addCategoryAction',
    'categories.edit',
    () => addCategoryAction(idle, formOf({ id: 'fiscal', labelEs: 'Fiscal', labelEn: 'Tax' })),
  ],
  [
    'renameCategoryAction',
    'categories.edit',
    () => renameCategoryAction(idle, formOf({ id: 'fiscal', labelEs: 'Fiscal', labelEn: 'Tax' })),
  ],
  [
    'deleteCategoryAction',
    'categories.edit',
    () => deleteCategoryAction(idle, formOf({ id: 'fiscal' })),
  ],
  [
    'mergeCategoryAction',
    'categories.edit',
    () => mergeCategoryAction(idle, formOf({ id: 'fiscal', targetId: 'laboral' })),
  ],
  [
    'inviteUserAction',
    'users.manage',
    () =>
      inviteUserAction(
        idle,
        formOf({ email: 'colega@firma.example', name: 'Colega', role: 'author', teamMemberId: '' }),
      ),
  ],
  [
    'changeRoleAction',
    'users.manage',
    () => changeRoleAction(idle, formOf({ userId, role: 'editor' })),
  ],
  [
    'disableUserAction',
    'users.manage',
    () => disableUserAction(idle, formOf({ userId, successor: '' })),
  ],
  [
    'approveReviewAction',
    'entries.review',
    () => approveReviewAction(idle, formOf({ id, version: '1' })),
  ],
  [
    'returnReviewAction',
    'entries.review',
    () => returnReviewAction(idle, formOf({ id, version: '1', note: 'Falta la fuente.' })),
  ],
  ['enableUserAction', 'users.manage', () => enableUserAction(idle, formOf({ userId }))],
  [
    'resendInvitationAction',
    'users.manage',
    () => resendInvitationAction(idle, formOf({ userId })),
  ],
  ['restoreEntryAction', 'entries.delete', () => restoreEntryAction(idle, formOf({ id }))],
  ...inboxRows(id),
  ...imageRows(id),
  ...privacyRows(id),
  ...requestRows(id),
  ['retryOutboxAction', 'personal.read', () => retryOutboxAction(idle, formOf({ id }))],
  ['enrollFactorAction (start)', 'staff.enter', () => enrollFactorAction(idle, formOf({}))],
  [
    'stepUpAction',
    'staff.enter',
    () => stepUpAction(idle, formOf({ code: '123456', next: '/admin/users' })),
  ],
  [
    'regenerateRecoveryCodesAction',
    'staff.enter',
    () => regenerateRecoveryCodesAction(idle, formOf({ factorId: id, code: '123456' })),
  ],
  [
    'removeFactorAction',
    'staff.enter',
    () => removeFactorAction(idle, formOf({ factorId: id, code: '123456' })),
  ],
  [
    'GET /api/preview',
    'preview.read',
    () => openPreview(new URL(`https://abogados.example/api/preview?id=${id}&locale=es`)),
  ],
];
