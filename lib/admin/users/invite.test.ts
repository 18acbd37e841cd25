import { authAdmin, requestAuth } from '@/lib/auth';
import { getBackend } from '@/lib/backend';
import { emailCanBeSent } from '@/lib/email/delivery';
import { idle } from '@/lib/forms/state';
import { log } from '@/lib/log';
import {
  enrolledMfa,
  formOf as form,
  postFromThisSite,
  staffClaims as claims,
} from '@/lib/admin/testing/action-doubles';
import { inviteUserAction } from './actions';

// Inviting a person: the answer says the invitation was sent only when this site can send e-mail;
// otherwise it says the invitation waits and hands its link to the admin, once, in the answer
// only (never in the log).

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn(), authAdmin: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/email/delivery', () => ({ emailCanBeSent: jest.fn() }));
jest.mock('@/lib/forms/server', () => ({
  ...jest.requireActual('@/lib/forms/server'),
  scheduleDelivery: jest.fn(),
}));
jest.mock('@/lib/admin/locale', () => ({ adminLocale: jest.fn().mockResolvedValue('es') }));

const tokenHash = 'invitation-token-hash-for-this-test';
const colleague = 'colega@firma.example';
const invitation = { email: colleague, name: 'Ana Colega', role: 'author', teamMemberId: '' };

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
  jest.mocked(authAdmin).mockResolvedValue({
    upsertUser: jest.fn().mockResolvedValue({ id: 'u1', created: true }),
    recoveryToken: jest.fn().mockResolvedValue({ tokenHash }),
  } as never);
});

it('says the invitation waits and hands over its link when no e-mail can be sent', async () => {
  jest.mocked(emailCanBeSent).mockReturnValue(false);
  const info = jest.spyOn(log, 'info');
  const state = await inviteUserAction(idle, form(invitation));
  expect(state).toMatchObject({
    status: 'success',
    values: { email: colleague, waiting: 'yes', link: expect.stringContaining(tokenHash) },
  });
  expect(info).toHaveBeenCalled();
  expect(JSON.stringify(info.mock.calls)).not.toContain(tokenHash);
});

it('says the invitation was sent, and hands over nothing, when e-mail goes out', async () => {
  jest.mocked(emailCanBeSent).mockReturnValue(true);
  const state = await inviteUserAction(idle, form(invitation));
  expect(state).toEqual({ status: 'success', values: { email: colleague, waiting: 'no' } });
});

it('creates the account with the name and role asked, and refuses a bad role or lawyer', async () => {
  jest.mocked(emailCanBeSent).mockReturnValue(true);
  await inviteUserAction(idle, form(invitation));
  const admin = await jest.mocked(authAdmin).mock.results[0]!.value;
  expect(admin.upsertUser).toHaveBeenCalledWith({
    email: colleague,
    password: null,
    role: 'author',
    name: 'Ana Colega',
    teamMemberId: null,
  });
  expect(await inviteUserAction(idle, form({ ...invitation, role: 'owner' }))).toMatchObject({
    fieldErrors: { role: 'roleInvalid' },
  });
  expect(
    await inviteUserAction(idle, form({ ...invitation, teamMemberId: 'nobody-here' })),
  ).toMatchObject({ fieldErrors: { teamMemberId: 'teamMemberInvalid' } });
  expect(await inviteUserAction(idle, form({ ...invitation, name: ' ' }))).toMatchObject({
    fieldErrors: { name: 'nameRequired' },
  });
});
