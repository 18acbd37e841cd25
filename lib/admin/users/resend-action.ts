'use server';

import { revalidatePath } from 'next/cache';
import { authAdmin } from '@/lib/auth';
import { adminAction } from '@/lib/actions/form-action';
import { recordAuditEvent } from '@/lib/audit';
import { emailCanBeSent } from '@/lib/email/delivery';
import type { FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { adminPaths } from '@/lib/routing';
import { mayResendInvitation, queueInvitation } from './invitation';
import { userIdSchema } from './schema';

// "Reenviar invitación" on /admin/users: the invitation again, for a person who never signed in
// (the first link expired, or the e-mail was lost). Only an account that is invited and waiting
// gets one: a person who signed in chooses a new password with "¿Olvidó su contraseña?", and a
// disabled account must be enabled first. Each resend issues a fresh token (the old link stays
// valid until it expires: the auth store decides) and is recorded in the audit trail.

const refused = (formError: string): FormState => ({
  status: 'error',
  fieldErrors: {},
  formError,
  values: {},
});

/** Sends an invited person's invitation again; refused, saying why, for anyone else. */
export const resendInvitationAction = adminAction({
  name: 'admin.users.resendInvitation',
  capability: 'users.manage',
  text: ['userId'],
  schema: userIdSchema,
  failure: 'failed',
  async run({ userId }, { forms, claims }) {
    const admin = await authAdmin();
    const user = (await admin.listUsers()).find((account) => account.id === userId);
    if (!user) return refused('userInvalid');
    if (user.disabled) return refused('resendDisabled');
    if (user.lastSignInAt !== null) return refused('resendSignedIn');
    // Counted only once the account may get one: a refused click spends nothing.
    if (!(await mayResendInvitation(forms, userId))) return refused('resendTooSoon');
    const link = await queueInvitation(forms, admin, user.email);
    if (!link) return refused('userInvalid');
    log.info({ by: claims.sub, user: userId }, 'Invitation sent again');
    await recordAuditEvent(claims, {
      action: 'user.invite_resend',
      target: { kind: 'user', id: userId },
    });
    revalidatePath(adminPaths.users);
    // Where this site cannot send e-mail the link is given once to the admin, as the invite does.
    return {
      status: 'success',
      values: emailCanBeSent() ? { waiting: 'no' } : { waiting: 'yes', link },
    };
  },
});
