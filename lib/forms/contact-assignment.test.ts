import { replaceBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { createUser, openTestStore, testUploadsDir } from '@/lib/backend/testing/fixtures';
import { contactAction } from './actions';
import { idle } from './state';

// A new lead is assigned at submission to the lawyer who leads its topic's practice, and that
// lawyer's staff account is told through the outbox, in the same transaction: a link to the lead,
// never what the visitor wrote.

jest.mock('./server', () => ({ ...jest.requireActual('./server'), scheduleDelivery: jest.fn() }));

const contact = (topic: string) => {
  const data = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Ana Pérez',
    email: 'ana@empresa.co',
    phone: '',
    topic,
    message: 'Mi caso reservado.',
    consent: 'on',
    locale: 'es',
  }))
    data.append(key, value);
  return data;
};

describe('a new lead’s assignment', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;

  beforeEach(async () => {
    store = await openTestStore();
    replaceBackend(embeddedBackend(store, testUploadsDir()));
  });
  afterEach(() => store.close());

  const leads = async () =>
    (
      await store.db.query<{ id: string; assigned_to: string | null }>(
        'select id, assigned_to from public.contact_messages',
      )
    ).rows;
  const assignedMails = async () =>
    (
      await store.db.query<{ to_email: string; html: string; text_body: string }>(
        `select to_email, html, text_body from public.outbox where kind = 'inbox.assigned'`,
      )
    ).rows;

  it('goes to the lawyer who leads the topic’s practice, who is told with a link only', async () => {
    const lawyer = await createUser(store, 'jorge@firma.example', { role: 'author' });
    await store.db.query(
      `update public.staff_profiles set team_member_id = 'jorge-enrique-vargas-montoya', admin_language = 'en' where user_id = $1`,
      [lawyer],
    );
    expect(await contactAction(idle, contact('tax'))).toEqual({ status: 'success' });
    const [lead] = await leads();
    expect(lead!.assigned_to).toBe('jorge-enrique-vargas-montoya');
    const mails = await assignedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_email).toBe('jorge@firma.example');
    expect(mails[0]!.text_body).toContain(`/admin/inbox/lead/${lead!.id}`);
    expect(mails[0]!.text_body).toContain('was assigned to you');
    for (const part of [mails[0]!.html, mails[0]!.text_body]) {
      expect(part).not.toContain('Mi caso reservado');
      expect(part).not.toContain('Ana');
      expect(part).not.toContain('ana@empresa.co');
    }
  });

  it('is stored without an e-mail when the lawyer has no staff account', async () => {
    await contactAction(idle, contact('labor'));
    expect((await leads())[0]!.assigned_to).toBe('camilo-ernesto-duarte-villamizar');
    expect(await assignedMails()).toEqual([]);
  });

  it.each(['other', ''])('leaves a lead on %p unassigned', async (topic) => {
    expect(await contactAction(idle, contact(topic))).toEqual({ status: 'success' });
    expect((await leads())[0]!.assigned_to).toBeNull();
    expect(await assignedMails()).toEqual([]);
  });
});
