import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { careerForSql, contactForSql, emailsForSql, mapOutbox, subscriberForSql } from '../mappers';
import type { FormsStore } from '../types';

/**
 * The forms store on Supabase: the same SQL functions, called with the service role key, which
 * only the server holds; CVs in the private "resumes" Storage bucket.
 */
export function supabaseForms(url: string, serviceRoleKey: string | undefined): FormsStore {
  let client: SupabaseClient | undefined;
  const server = () => {
    if (!serviceRoleKey)
      throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set: forms cannot be stored.');
    client ??= createClient(url, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    return client;
  };
  async function rpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
    const { data, error } = await server().rpc(fn, args);
    if (error) throw new Error(`Supabase ${fn} failed: ${error.message}`);
    return data as T;
  }
  return {
    hitRateLimit: (bucket, keyHash, limit, windowSeconds) =>
      rpc<boolean>('hit_rate_limit', {
        p_bucket: bucket,
        p_key_hash: keyHash,
        p_limit: limit,
        p_window_seconds: windowSeconds,
      }),
    submitContactMessage: (r, emails) =>
      rpc<string[]>('submit_contact_message', {
        p_message: contactForSql(r),
        p_emails: emailsForSql(emails),
      }),
    submitCareerApplication: (r, emails) =>
      rpc<string[]>('submit_career_application', {
        p_application: careerForSql(r),
        p_emails: emailsForSql(emails),
      }),
    async subscribeNewsletter(r, emails) {
      const result = await rpc<{ status: 'pending' | 'confirmed'; outbox_ids: string[] }>(
        'subscribe_newsletter',
        {
          p_subscriber: subscriberForSql(r),
          p_emails: emailsForSql(emails),
        },
      );
      return { status: result.status, outboxIds: result.outbox_ids };
    },
    confirmNewsletter: (hash) => rpc<boolean>('confirm_newsletter', { p_token_hash: hash }),
    unsubscribeNewsletter: (hash) => rpc<boolean>('unsubscribe_newsletter', { p_token_hash: hash }),
    async claimOutbox(limit, ids) {
      const rows = await rpc<Array<Record<string, unknown>>>('claim_outbox', {
        p_limit: limit,
        p_ids: ids ?? null,
      });
      return mapOutbox(rows);
    },
    completeOutbox: async (id, transport, providerId) => {
      await rpc('complete_outbox', {
        p_id: id,
        p_transport: transport,
        p_provider_message_id: providerId,
      });
    },
    failOutbox: async (id, error) => {
      await rpc('fail_outbox', { p_id: id, p_error: error });
    },
    async saveResume(name, bytes, contentType) {
      const { error } = await server()
        .storage.from('resumes')
        .upload(name, bytes, { contentType, upsert: false });
      if (error) throw new Error(`Supabase Storage upload failed: ${error.message}`);
    },
    async deleteResume(name) {
      const { error } = await server().storage.from('resumes').remove([name]);
      if (error) throw new Error(`Supabase Storage remove failed: ${error.message}`);
    },
  };
}
