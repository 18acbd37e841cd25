import 'server-only';
import type { FormsStore } from '@/lib/backend/types';
import { leadAssignedEmail } from '@/lib/email/templates';
import type { OutgoingEmail } from '@/lib/email/types';
import { adminInboxItemPath } from '@/lib/routing';
import { absoluteUrl } from '@/lib/site-url';

/**
 * The e-mails that tell a team member's staff accounts (none when the lawyer has no account) that
 * lead `id` is theirs: each in the account's staff-area language, the link to the lead only.
 */
export async function leadAssignedEmails(
  forms: FormsStore,
  id: string,
  teamMemberId: string,
): Promise<OutgoingEmail[]> {
  const url = absoluteUrl(adminInboxItemPath('lead', id));
  const recipients = await forms.lawyerRecipients(teamMemberId);
  return Promise.all(
    recipients.map(({ email, language }) =>
      leadAssignedEmail({ to: email, locale: language, url }),
    ),
  );
}
