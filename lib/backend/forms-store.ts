import { z } from 'zod';
import { mapIds, mapOutbox, mapSubscription } from './mappers';
import { personalAddressHmac } from '@/lib/privacy/address-hmac';
import { sqlArgs, type Rpc } from './rpc-error';
import { serverSecret } from './secrets';
import type { FormsStore } from './types';

/** Where CVs go: the private "resumes" bucket (Supabase Storage, or a folder when embedded). */
export type ResumeStorage = {
  save(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(name: string): Promise<Uint8Array | null>;
};

const recipients = z.array(z.object({ email: z.string(), language: z.enum(['es', 'en']) }));

/**
 * An address as the suppressions keep it: the same keyed HMAC as the personal-data deletions (the
 * audit key), computed here because the key never leaves the server.
 */
const addressHmac = async (email: string) =>
  personalAddressHmac(await serverSecret('audit-ip-key'), email);

/**
 * The forms store, written once for both adapters over their `rpc` (always with the server's
 * own authority, the service role) and their resume storage. E-mails go to SQL as the app's
 * OutgoingEmail JSON, which `enqueue_emails` reads key for key.
 */
export function formsStore(rpc: Rpc, resumes: ResumeStorage): FormsStore {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    hitRateLimit: async (bucket, keyHash, limit, windowSeconds) =>
      (await call('hit_rate_limit', { bucket, keyHash, limit, windowSeconds })) === true,
    submitContactMessage: async (args, emails) =>
      mapIds(await call('submit_contact_message', { ...args, emails })),
    submitCareerApplication: async (args, emails) =>
      mapIds(await call('submit_career_application', { ...args, emails })),
    subscribeNewsletter: async (args, emails) =>
      mapSubscription(
        await call('subscribe_newsletter', {
          ...args,
          addressHmac: await addressHmac(args.email),
          emails,
        }),
      ),
    enqueueEmails: async (emails) => mapIds(await call('enqueue_emails', { emails })),
    confirmNewsletter: async (tokenHash) =>
      (await call('confirm_newsletter', { tokenHash })) === true,
    // Two calls, since only the server can HMAC the address: the first reads it, the second
    // deletes the row and records the suppression in one transaction. The second is idempotent
    // and the row stays until it commits, so a failure in between loses nothing (a retry redoes it).
    unsubscribeNewsletter: async (tokenHash) => {
      const email = z
        .string()
        .nullable()
        .parse(await call('newsletter_unsubscribe_address', { tokenHash }));
      // No row: the token is unknown or already used (SQL answers which, with no HMAC needed).
      const hmac = email === null ? null : await addressHmac(email);
      return (await call('unsubscribe_newsletter', { tokenHash, addressHmac: hmac })) === true;
    },
    async hashUnsubscribed(limit) {
      const rows = z
        .array(z.object({ token_hash: z.string(), email: z.string() }))
        .parse(await call('unsubscribed_in_clear', { limit }));
      for (const row of rows)
        await call('unsubscribe_newsletter', {
          tokenHash: row.token_hash,
          addressHmac: await addressHmac(row.email),
        });
      return rows.length;
    },
    addressSuppressed: async (email) =>
      (await call('address_suppressed', { addressHmac: await addressHmac(email) })) === true,
    claimOutbox: async (limit, ids) =>
      mapOutbox(await call('claim_outbox', { limit, ids: ids ?? null })),
    completeOutbox: async (id, transport, providerMessageId) => {
      await call('complete_outbox', { id, transport, providerMessageId });
    },
    failOutbox: async (id, error) => {
      await call('fail_outbox', { id, error });
    },
    saveResume: (name, bytes, contentType) => resumes.save(name, bytes, contentType),
    deleteResume: (name) => resumes.remove(name),
    readResume: (name) => resumes.read(name),
    lawyerRecipients: async (teamMemberId) =>
      recipients.parse(await call('inbox_lawyer_recipients', { teamMemberId })),
  };
}
