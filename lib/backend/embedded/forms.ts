import type { Transaction } from '@electric-sql/pglite';
import type { OutgoingEmail } from '@/lib/email/types';
import { careerForSql, contactForSql, emailsForSql, mapOutbox, subscriberForSql } from '../mappers';
import type { FormsStore } from '../types';
import { privateFolder } from './files';
import type { EmbeddedStore } from './store';

async function value<T>(tx: Transaction, sql: string, params: unknown[]): Promise<T> {
  return (await tx.query<{ value: T }>(sql, params)).rows[0]!.value;
}

/** The forms store on the embedded database, as the service role; CVs in a private folder. */
export function embeddedForms(store: EmbeddedStore, uploadsDir: string): FormsStore {
  const asServer = <T>(fn: (tx: Transaction) => Promise<T>) =>
    store.asRole({ role: 'service_role' }, fn);
  const resumes = privateFolder(uploadsDir);

  const submit = (fn: string, record: unknown, emails: OutgoingEmail[]) =>
    asServer((tx) =>
      value<string[]>(tx, `select public.${fn}($1::jsonb, $2::jsonb) as value`, [
        JSON.stringify(record),
        JSON.stringify(emailsForSql(emails)),
      ]),
    );

  return {
    hitRateLimit: (bucket, keyHash, limit, windowSeconds) =>
      asServer((tx) =>
        value<boolean>(tx, 'select public.hit_rate_limit($1, $2, $3, $4) as value', [
          bucket,
          keyHash,
          limit,
          windowSeconds,
        ]),
      ),
    submitContactMessage: (r, emails) => submit('submit_contact_message', contactForSql(r), emails),
    submitCareerApplication: (r, emails) =>
      submit('submit_career_application', careerForSql(r), emails),
    subscribeNewsletter: (r, emails) =>
      asServer(async (tx) => {
        const result = await value<{ status: 'pending' | 'confirmed'; outbox_ids: string[] }>(
          tx,
          'select public.subscribe_newsletter($1::jsonb, $2::jsonb) as value',
          [JSON.stringify(subscriberForSql(r)), JSON.stringify(emailsForSql(emails))],
        );
        return { status: result.status, outboxIds: result.outbox_ids };
      }),
    confirmNewsletter: (hash) =>
      asServer((tx) => value<boolean>(tx, 'select public.confirm_newsletter($1) as value', [hash])),
    unsubscribeNewsletter: (hash) =>
      asServer((tx) =>
        value<boolean>(tx, 'select public.unsubscribe_newsletter($1) as value', [hash]),
      ),
    async claimOutbox(limit, ids) {
      const rows = await asServer(
        async (tx) =>
          (
            await tx.query('select * from public.claim_outbox($1, $2::uuid[])', [
              limit,
              ids ?? null,
            ])
          ).rows,
      );
      return mapOutbox(rows);
    },
    completeOutbox: async (id, transport, providerId) => {
      await asServer((tx) =>
        tx.query('select public.complete_outbox($1, $2, $3)', [id, transport, providerId]),
      );
    },
    failOutbox: async (id, error) => {
      await asServer((tx) => tx.query('select public.fail_outbox($1, $2)', [id, error]));
    },
    saveResume: (name, bytes) => resumes.save(name, bytes),
    deleteResume: (name) => resumes.remove(name),
  };
}
