import 'server-only';
import type { AuthAdmin } from '@/lib/auth/types';
import type { FormsStore } from '@/lib/backend/types';
import { saltedHash } from '@/lib/backend/secrets';
import { setPasswordEmail } from '@/lib/email/templates';
import { scheduleDelivery } from '@/lib/forms/server';
import { adminLocale } from '@/lib/admin/locale';
import { recoveryLinkPath } from '@/lib/routing';
import { absoluteUrl } from '@/lib/site-url';

// The invitation e-mail, shared by the invite and its resend: a fresh single-use set-password
// token, its link in the admin's language, queued through the outbox like every e-mail.

/**
 * Issues a set-password token for `email` and queues the invitation; answers its link (for a site
 * that cannot send e-mail, to be passed on by the admin), or null when no active account has it.
 */
export async function queueInvitation(
  forms: FormsStore,
  admin: AuthAdmin,
  email: string,
): Promise<string | null> {
  const token = await admin.recoveryToken(email);
  if (!token) return null;
  const link = absoluteUrl(recoveryLinkPath(token.tokenHash));
  const mail = await setPasswordEmail({
    to: email,
    locale: await adminLocale(),
    about: 'adminInvitation',
    url: link,
  });
  scheduleDelivery(forms, await forms.enqueueEmails([mail]));
  return link;
}

/** One resend per account per minute: the button cannot be used to flood a person's mailbox. */
export const resendLimit = { perAccount: 1, windowSeconds: 60 } as const;

/**
 * Counts a resend to `userId` against the limit (the database's clock and table, shared by every
 * server instance); false when one was sent within the window.
 */
export async function mayResendInvitation(forms: FormsStore, userId: string): Promise<boolean> {
  return forms.hitRateLimit(
    'invitationResend:account',
    await saltedHash(userId),
    resendLimit.perAccount,
    resendLimit.windowSeconds,
  );
}
