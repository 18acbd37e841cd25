import { isNewsletterKind, maskAddress, maskLinks } from '@/lib/email/mask';
import type { OutboxMessage, OutboxRow } from './types';

// What the outbox's pages get of a stored e-mail: a subscriber's address masked, every link that
// carries a token masked in the text and the subject. Applied by the loaders on the server, so
// no component ever holds the stored values.

/** A row as the list shows it. */
export const shownRow = <T extends OutboxRow>(row: T): T => ({
  ...row,
  to: isNewsletterKind(row.kind) ? maskAddress(row.to) : row.to,
  lastError: row.lastError === null ? null : maskLinks(row.lastError),
});

/** An e-mail as its page shows it. */
export const shownMessage = (message: OutboxMessage): OutboxMessage => ({
  ...shownRow(message),
  subject: maskLinks(message.subject),
  text: maskLinks(message.text),
});
