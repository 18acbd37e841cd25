import { authAdmin, requestAuth } from '@/lib/auth';
import { LastAdminError } from '@/lib/auth/types';
import { recordAuditEvent } from '@/lib/audit';
import { getBackend } from '@/lib/backend';
import { emailCanBeSent } from '@/lib/email/delivery';
import { idle } from '@/lib/forms/state';
import {
  enrolledMfa,
  formOf as form,
  postFromThisSite,
  staffClaims as claims,
} from '@/lib/admin/testing/action-doubles';
import { changeRoleAction, disableUserAction, enableUserAction, inviteUserAction } from './actions';

// The users actions record their changes in the audit trail, as the admin whose session asked,
// right after the user store answers; a refused or failed change records nothing.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn(), authAdmin: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/audit', () => ({ recordAuditEvent: jest.fn() }));
jest.mock('@/lib/email/delivery', () => ({ emailCanBeSent: jest.fn() }));
jest.mock('@/lib/forms/server', () => ({
  ...jest.requireActual('@/lib/forms/server'),
  scheduleDelivery: jest.fn(),
}));
jest.mock('@/lib/admin/locale', () => ({ adminLocale: jest.fn().mockResolvedValue('es') }));

const userId = '1a2b3c4d-1111-4222-8333-444455556666';
const store = {
  upsertUser: jest.fn(),
  recoveryToken: jest.fn(),
  setRole: jest.fn(),
  disableUser: jest.fn(),
  enableUser: jest.fn(),
};

beforeEach(() => {
  jest.clearAllMocks();
  postFromThisSite();
  jest.mocked(requestAuth).mockResolvedValue({
    mfa: enrolledMfa,
    claims: async () => claims,
    canRefresh: () => false,
  } as never);
  jest.mocked(getBackend).mockResolvedValue({
    forms: { enqueueEmails: jest.fn().mockResolvedValue([]) },
    staffRole: async () => 'admin',
  } as never);
  jest.mocked(emailCanBeSent).mockReturnValue(true);
  store.upsertUser.mockResolvedValue({ id: userId, created: true });
  store.recoveryToken.mockResolvedValue({ tokenHash: 'a-token-hash-for-this-test' });
  jest.mocked(authAdmin).mockResolvedValue(store as never);
});

const user = { kind: 'user', id: userId };

it('records an invitation, naming the account made and the field set', async () => {
  const invitation = {
    email: 'colega@firma.example',
    name: 'Ana',
    role: 'author',
    teamMemberId: '',
  };
  expect(await inviteUserAction(idle, form(invitation))).toMatchObject({ status: 'success' });
  expect(recordAuditEvent).toHaveBeenCalledTimes(1);
  expect(recordAuditEvent).toHaveBeenCalledWith(claims, {
    action: 'user.invite',
    target: user,
    fields: ['role'],
  });
  // Never the values: the address and the name stay out of the trail.
  expect(JSON.stringify(jest.mocked(recordAuditEvent).mock.calls)).not.toContain('colega');
});

it('records a role change, a disabling and a re-enabling, each once, as the calling admin', async () => {
  await changeRoleAction(idle, form({ userId, role: 'editor' }));
  await disableUserAction(idle, form({ userId }));
  await enableUserAction(idle, form({ userId }));
  expect(jest.mocked(recordAuditEvent).mock.calls).toEqual([
    [claims, { action: 'user.role_change', target: user, fields: ['role'] }],
    [claims, { action: 'user.disable', target: user }],
    [claims, { action: 'user.enable', target: user }],
  ]);
});

it('records nothing when the change is refused or fails', async () => {
  store.setRole.mockRejectedValueOnce(new LastAdminError());
  store.disableUser.mockRejectedValueOnce(new Error('auth server down'));
  expect(await changeRoleAction(idle, form({ userId, role: 'editor' }))).toMatchObject({
    formError: 'lastAdmin',
  });
  expect(await disableUserAction(idle, form({ userId }))).toMatchObject({ status: 'error' });
  expect(await changeRoleAction(idle, form({ userId: claims.sub, role: 'author' }))).toMatchObject({
    formError: 'ownAdminRole',
  });
  expect(recordAuditEvent).not.toHaveBeenCalled();
});
