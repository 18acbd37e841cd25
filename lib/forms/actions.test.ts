import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { replaceBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { openTestStore, testUploadsDir } from '@/lib/backend/testing/fixtures';
import type { Backend } from '@/lib/backend/types';
import { site } from '@/lib/site';
import { classicPdf, onePage } from '@/lib/testing/pdf-fixtures';
import { careerAction, contactAction, newsletterAction } from './actions';
import { hashToken } from './server';
import { idle } from './state';

// E-mail delivery is the outbox sender's business (tested on its own); here it only records.
jest.mock('./server', () => ({ ...jest.requireActual('./server'), scheduleDelivery: jest.fn() }));

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const contact = (change: Record<string, string> = {}) =>
  form({
    name: 'Ana Pérez',
    email: 'ana@empresa.co',
    phone: '+57 300 123 4567',
    topic: 'tax',
    message: 'Necesito asesoría.',
    consent: 'on',
    locale: 'es',
    ...change,
  });

describe('form actions on the embedded database', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let backend: Backend;
  let uploads: string;
  const count = async (table: string, where = 'true') =>
    Number(
      (
        await store.db.query<{ n: number }>(
          `select count(*)::int as n from public.${table} where ${where}`,
        )
      ).rows[0]!.n,
    );

  beforeEach(async () => {
    store = await openTestStore();
    uploads = testUploadsDir();
    backend = embeddedBackend(store, uploads);
    replaceBackend(backend);
  });
  afterEach(() => store.close());

  describe('contact', () => {
    it('stores one message with its consent record and two e-mails', async () => {
      expect(await contactAction(idle, contact())).toEqual({ status: 'success' });
      const { rows } = await store.db.query<Record<string, unknown>>(
        'select * from public.contact_messages',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: 'Ana Pérez',
        email: 'ana@empresa.co',
        topic: 'tax',
        locale: 'es',
        privacy_policy_version: site.privacyPolicyVersion,
      });
      expect(rows[0]!.consent_at).toBeInstanceOf(Date);
      const outbox = (
        await store.db.query<{ kind: string; to_email: string; reply_to: string | null }>(
          'select kind, to_email, reply_to from public.outbox order by kind',
        )
      ).rows;
      expect(outbox).toEqual([
        { kind: 'contact.ack', to_email: 'ana@empresa.co', reply_to: null },
        {
          kind: 'contact.firm',
          to_email: expect.stringContaining('@'),
          reply_to: 'ana@empresa.co',
        },
      ]);
    });

    it.each([
      [{ name: '' }, 'name', 'nameRequired'],
      [{ email: 'nope' }, 'email', 'emailInvalid'],
      [{ phone: 'abc' }, 'phone', 'phoneInvalid'],
      [{ message: '' }, 'message', 'messageRequired'],
      [{ consent: '' }, 'consent', 'consentRequired'],
      [{ locale: 'fr' }, 'locale', 'localeInvalid'],
    ])('stores nothing for %p and says why, keeping what was typed', async (change, field, key) => {
      const state = await contactAction(idle, contact(change));
      expect(state.status).toBe('error');
      if (state.status === 'error') {
        if (field !== 'locale') expect(state.fieldErrors[field]).toBe(key);
        expect(state.values.message).toBe(
          (change as { message?: string }).message ?? 'Necesito asesoría.',
        );
      }
      expect(await count('contact_messages')).toBe(0);
      expect(await count('outbox')).toBe(0);
    });

    it('answers a filled honeypot as if all went well, and stores nothing', async () => {
      expect(await contactAction(idle, contact({ website: 'http://spam.example' }))).toEqual({
        status: 'success',
      });
      expect(await count('contact_messages')).toBe(0);
    });

    it('stops the fourth message from one address within the hour, politely', async () => {
      for (let i = 0; i < 3; i++)
        expect((await contactAction(idle, contact())).status).toBe('success');
      const fourth = await contactAction(idle, contact());
      expect(fourth).toMatchObject({ status: 'error', formError: 'rateLimited' });
      expect(await count('contact_messages')).toBe(3);
      expect(await count('rate_limits', `bucket = 'contact:email'`)).toBe(1);
    });

    it('reports contactFailed when the database is down, and keeps the input', async () => {
      await store.close();
      const state = await contactAction(idle, contact());
      expect(state).toMatchObject({
        status: 'error',
        formError: 'contactFailed',
        values: { name: 'Ana Pérez' },
      });
      store = await openTestStore(); // for afterEach
    });

    it('stores exactly 50 of 50 concurrent messages', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          contactAction(idle, contact({ email: `persona${i}@empresa.co` })),
        ),
      );
      expect(results.every((r) => r.status === 'success')).toBe(true);
      expect(await count('contact_messages')).toBe(50);
      expect(await count('outbox')).toBe(100);
    });
  });

  describe('newsletter', () => {
    const subscribe = (email = 'lector@empresa.co', locale = 'es') =>
      newsletterAction(idle, form({ email, locale }));
    const confirmToken = async () => {
      const text = (
        await store.db.query<{ text_body: string }>(
          `select text_body from public.outbox where kind = 'newsletter.confirm' order by created_at desc limit 1`,
        )
      ).rows[0]!.text_body;
      return new URL(text.match(/https?:\/\/\S+\?token=\S+/)![0]).searchParams.get('token')!;
    };

    it('stores a pending subscriber and queues a confirmation with unsubscribe headers', async () => {
      expect(await subscribe()).toEqual({ status: 'success' });
      expect(await count('newsletter_subscribers', `status = 'pending'`)).toBe(1);
      const { rows } = await store.db.query<{ headers: Record<string, string>; text_body: string }>(
        'select headers, text_body from public.outbox',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.headers['List-Unsubscribe']).toMatch(
        /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=/,
      );
      expect(rows[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(rows[0]!.text_body).toMatch(/\/boletin\/confirmar\?token=/);
    });

    it('gives the same answer to a repeated or already confirmed address, with no duplicate row', async () => {
      await subscribe();
      expect(await subscribe('LECTOR@empresa.co')).toEqual({ status: 'success' });
      expect(await count('newsletter_subscribers')).toBe(1);
      expect(await backend.forms.confirmNewsletter(hashToken(await confirmToken()))).toBe(true);
      const outboxBefore = await count('outbox');
      expect(await subscribe()).toEqual({ status: 'success' });
      expect(await count('newsletter_subscribers', `status = 'confirmed'`)).toBe(1);
      expect(await count('outbox')).toBe(outboxBefore);
    });

    it('confirms once per token, and not after the token expires', async () => {
      await subscribe();
      const token = await confirmToken();
      expect(await backend.forms.confirmNewsletter(hashToken('not-the-token-at-all-0000'))).toBe(
        false,
      );
      expect(await backend.forms.confirmNewsletter(hashToken(token))).toBe(true);
      expect(await backend.forms.confirmNewsletter(hashToken(token))).toBe(false);

      await subscribe('otra@empresa.co');
      const late = await confirmToken();
      await store.db.query(
        `update public.newsletter_subscribers set confirm_expires_at = now() - interval '1 minute' where email = 'otra@empresa.co'`,
      );
      expect(await backend.forms.confirmNewsletter(hashToken(late))).toBe(false);
      expect(
        await count('newsletter_subscribers', `email = 'otra@empresa.co' and status = 'pending'`),
      ).toBe(1);
    });

    it('keeps only hashes of the tokens', async () => {
      await subscribe();
      const token = await confirmToken();
      const { rows } = await store.db.query<Record<string, string>>(
        'select confirm_token_hash, unsubscribe_token_hash from public.newsletter_subscribers',
      );
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]!.confirm_token_hash).toBe(hashToken(token));
    });
  });

  describe('career application', () => {
    const pdf = () =>
      new File([new Uint8Array(classicPdf(onePage('Ana Pérez')))], 'Hoja de vida.pdf', {
        type: 'application/pdf',
      });
    const application = (change: Record<string, string | File> = {}) =>
      form({
        firstName: 'Ana',
        lastName: 'Pérez',
        email: 'ana@x.co',
        phone: '',
        profession: 'Abogada',
        practiceArea: 'tax',
        linkedinProfile: 'https://www.linkedin.com/in/ana',
        message: '',
        consent: 'on',
        locale: 'en',
        resume: pdf(),
        ...change,
      });
    const files = () => (existsSync(uploads) ? readdirSync(uploads) : []);

    it('stores the CV privately under a random name and the application with its e-mails', async () => {
      expect(await careerAction(idle, application())).toEqual({ status: 'success' });
      const { rows } = await store.db.query<{
        resume_path: string;
        resume_original_name: string;
        resume_type: string;
        locale: string;
      }>('select * from public.career_applications');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        resume_original_name: 'Hoja de vida.pdf',
        resume_type: 'pdf',
        locale: 'en',
      });
      expect(rows[0]!.resume_path).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(files()).toEqual([rows[0]!.resume_path]);
      expect(path.resolve(uploads).startsWith(path.resolve('public'))).toBe(false);
      expect(await count('outbox', `kind like 'career.%'`)).toBe(2);
    });

    it('refuses a file that only pretends to be a PDF, and stores nothing', async () => {
      const fake = new File(['just some text'], 'cv.pdf', { type: 'application/pdf' });
      expect(await careerAction(idle, application({ resume: fake }))).toMatchObject({
        status: 'error',
        fieldErrors: { resume: 'resumeType' },
      });
      expect(await count('career_applications')).toBe(0);
      expect(files()).toEqual([]);
    });

    it('removes the uploaded CV when the application cannot be stored', async () => {
      const spy = jest
        .spyOn(backend.forms, 'submitCareerApplication')
        .mockRejectedValueOnce(new Error('database down'));
      expect(await careerAction(idle, application())).toMatchObject({
        status: 'error',
        formError: 'careerFailed',
      });
      expect(files()).toEqual([]);
      spy.mockRestore();
    });
  });
});
