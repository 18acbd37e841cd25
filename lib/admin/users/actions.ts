'use server';

import { revalidatePath } from 'next/cache';
import { authAdmin } from '@/lib/auth';
import { requireRecentFactor } from '@/lib/auth/step-up';
import { HandOverError, LastAdminError } from '@/lib/auth/types';
import { adminAction } from '@/lib/actions/form-action';
import { recordAuditEvent } from '@/lib/audit';
import { emailCanBeSent } from '@/lib/email/delivery';
import type { FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { adminPaths } from '@/lib/routing';
import { queueInvitation } from './invitation';
import { disableSchema, inviteSchema, roleChangeSchema, userIdSchema } from './schema';

// /admin/users. Each action is one adminAction (lib/actions/form-action.ts): the guard asks again
// here whether the caller may manage users, whatever the page showed, and the SQL functions check
// a third time. A departed employee is out at once: disabling ends every session of theirs.
// Each change is recorded in the audit trail right after the user store answers: on Supabase the
// auth admin API does the disabling and the role is written with the service role, neither of
// which knows the admin who asked, so the admin's own session records it here.

/** A refusal that says why: the firm's last admin, or an admin's own admin role. */
const refusal = (formError: 'lastAdmin' | 'ownAdminRole'): FormState => ({
  status: 'error',
  fieldErrors: {},
  formError,
  values: {},
});

/**
 * Invites a person by e-mail, name and role (creating the account if needed, or giving an
 * existing one that role) and sends a set-password invitation.
 * When this site cannot send e-mail the invitation waits in the outbox: the answer says so and
 * carries the link, for the admin who made it to pass on, shown once in their page and never
 * logged (the outbox already holds it, as it holds every e-mail).
 */
export const inviteUserAction = adminAction({
  name: 'admin.users.invite',
  capability: 'users.manage',
  text: ['email', 'name', 'role', 'teamMemberId'],
  schema: inviteSchema,
  failure: 'failed',
  async run({ email, name, role, teamMemberId }, { forms, claims }) {
    const admin = await authAdmin();
    // An admin inviting their own address with a lesser role would demote themselves.
    if (email === claims.email.toLowerCase() && role !== 'admin') return refusal('ownAdminRole');
    let id: string;
    try {
      ({ id } = await admin.upsertUser({
        email,
        password: null,
        role,
        name,
        teamMemberId: teamMemberId || null,
      }));
    } catch (error) {
      if (LastAdminError.is(error)) return refusal('lastAdmin');
      throw error;
    }
    const link = await queueInvitation(forms, admin, email);
    log.info({ by: claims.sub, user: id, role }, 'Person invited');
    await recordAuditEvent(claims, {
      action: 'user.invite',
      target: { kind: 'user', id },
      fields: ['role'],
    });
    revalidatePath(adminPaths.users);
    const answer: FormState =
      link && !emailCanBeSent()
        ? { status: 'success', values: { email, waiting: 'yes', link } }
        : { status: 'success', values: { email, waiting: 'no' } };
    return answer;
  },
});

/**
 * Gives an account another role. Nobody takes away their own admin role (another admin must),
 * and the firm's last admin keeps theirs; each refusal says why.
 */
export const changeRoleAction = adminAction({
  name: 'admin.users.changeRole',
  capability: 'users.manage',
  text: ['userId', 'role'],
  schema: roleChangeSchema,
  failure: 'failed',
  async run({ userId, role }, { claims, role: callerRole }) {
    if (userId === claims.sub && callerRole === 'admin' && role !== 'admin')
      return refusal('ownAdminRole');
    // A role is a key to the firm's data: an account with an authenticator confirms a fresh code.
    await requireRecentFactor(claims, adminPaths.users);
    try {
      await (await authAdmin()).setRole(userId, role);
    } catch (error) {
      if (LastAdminError.is(error)) return refusal('lastAdmin');
      throw error;
    }
    log.info({ by: claims.sub, user: userId, role }, 'Role changed');
    await recordAuditEvent(claims, {
      action: 'user.role_change',
      target: { kind: 'user', id: userId },
      fields: ['role'],
    });
    revalidatePath(adminPaths.users);
  },
});

/**
 * Disables an account and ends all its sessions; the last admin cannot be disabled. The reviews
 * the person sent go to the successor the admin picked, in the same transaction as the check:
 * refused, saying why, when they hold some and nobody (or nobody who can) was picked.
 */
export const disableUserAction = adminAction({
  name: 'admin.users.disable',
  capability: 'users.manage',
  text: ['userId', 'successor'],
  schema: disableSchema,
  failure: 'failed',
  async run({ userId, successor }, { claims, values }) {
    let moved: number;
    try {
      moved = await (await authAdmin()).disableUser(userId, successor || null);
    } catch (error) {
      if (LastAdminError.is(error)) return refusal('lastAdmin');
      if (HandOverError.is(error))
        return {
          status: 'error',
          fieldErrors: {},
          formError: error.reason === 'required' ? 'successorRequired' : 'successorInvalid',
          values,
        };
      throw error;
    }
    log.info({ by: claims.sub, user: userId, successor, moved }, 'Account disabled');
    await recordAuditEvent(claims, {
      action: 'user.disable',
      target: { kind: 'user', id: userId },
    });
    revalidatePath(adminPaths.users);
  },
});

/** Enables a disabled account again: it signs in with the role it had. */
export const enableUserAction = adminAction({
  name: 'admin.users.enable',
  capability: 'users.manage',
  text: ['userId'],
  schema: userIdSchema,
  failure: 'failed',
  async run({ userId }, { claims }) {
    await (await authAdmin()).enableUser(userId);
    log.info({ by: claims.sub, user: userId }, 'Account enabled');
    await recordAuditEvent(claims, { action: 'user.enable', target: { kind: 'user', id: userId } });
    revalidatePath(adminPaths.users);
  },
});
