import 'server-only';
import type { AdminContent, FormsStore, ReviewOutcome } from '@/lib/backend/types';
import type { EditableKind } from '@/lib/admin/types';
import { reviewRequestEmail } from '@/lib/email/templates';
import { scheduleDelivery } from '@/lib/forms/server';
import { adminEditPath } from '@/lib/routing';
import { absoluteUrl } from '@/lib/site-url';

/**
 * Sends a saved draft to review and tells every active editor and admin through the outbox,
 * each in their staff area's language: the link to the entry's editor, never its content.
 */
export async function sendToReview(
  content: AdminContent,
  forms: FormsStore,
  entry: { id: string; version: number; kind: EditableKind },
): Promise<ReviewOutcome> {
  const outcome = await content.requestReview(entry.id, entry.version);
  if (outcome.status !== 'done' || outcome.recipients.length === 0) return outcome;
  const url = absoluteUrl(adminEditPath(entry.kind, entry.id));
  const mails = await Promise.all(
    outcome.recipients.map(({ email, language }) =>
      reviewRequestEmail({ to: email, locale: language, url }),
    ),
  );
  scheduleDelivery(forms, await forms.enqueueEmails(mails));
  return outcome;
}
