import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { openTestStore, testUploadsDir } from '@/lib/backend/testing/fixtures';
import type { FormsStore } from '@/lib/backend/types';
import { deliverOutbox } from './outbox';
import type { OutgoingEmail, Transport } from './types';

const email = (n: number): OutgoingEmail => ({
  kind: 'contact.ack',
  to: `p${n}@x.co`,
  subject: `S${n}`,
  html: '<p>h</p>',
  text: 't',
});

/** A provider that answers as told, and remembers every idempotency key it accepted. */
function fakeProvider(
  behaviour: (attempt: number) => 'ok' | 'fail' | 'hang',
): Transport & { accepted: string[]; calls: number } {
  const provider = {
    name: 'fake',
    accepted: [] as string[],
    calls: 0,
    async send(_email: OutgoingEmail, key: string, signal: AbortSignal) {
      provider.calls += 1;
      const what = behaviour(provider.calls);
      if (what === 'fail') throw new Error('provider down');
      if (what === 'hang')
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      // Like Resend: the same key twice sends nothing new.
      if (!provider.accepted.includes(key)) provider.accepted.push(key);
      return { id: `msg-${key}` };
    },
  };
  return provider;
}

describe('outbox delivery', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  let forms: FormsStore;
  const rows = async () =>
    (
      await store.db.query<{
        status: string;
        attempts: number;
        last_error: string | null;
        due: boolean;
      }>(
        `select status, attempts, last_error, next_attempt_at <= now() as due from public.outbox order by to_email`,
      )
    ).rows;
  const makeDue = () =>
    store.db.query(`update public.outbox set next_attempt_at = now() - interval '1 second'`);

  beforeEach(async () => {
    store = await openTestStore();
    forms = embeddedBackend(store, testUploadsDir()).forms;
    await forms.submitContactMessage(
      {
        id: crypto.randomUUID(),
        assignedTo: null,
        name: 'A',
        email: 'a@x.co',
        phone: '',
        topic: '',
        message: 'm',
        locale: 'es',
        privacyPolicyVersion: 'v',
      },
      [email(1), email(2)],
    );
  });
  afterEach(() => store.close());

  it('sends each due e-mail once, with its row id as idempotency key', async () => {
    const provider = fakeProvider(() => 'ok');
    expect(await deliverOutbox(forms, provider)).toEqual({ sent: 2, failed: 0 });
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(await deliverOutbox(forms, provider)).toEqual({ sent: 0, failed: 0 });
    expect(provider.calls).toBe(2);
    const ids = (
      await store.db.query<{ id: string; provider_message_id: string }>(
        'select id, provider_message_id from public.outbox',
      )
    ).rows;
    for (const row of ids) expect(row.provider_message_id).toBe(`msg-${row.id}`);
  });

  it('keeps a failed e-mail, retries it later with a growing delay, and sends it when the provider is back', async () => {
    const provider = fakeProvider((call) => (call <= 4 ? 'fail' : 'ok'));
    expect(await deliverOutbox(forms, provider)).toEqual({ sent: 0, failed: 2 });
    let state = await rows();
    expect(
      state.every(
        (r) =>
          r.status === 'pending' && r.attempts === 1 && r.last_error === 'provider down' && !r.due,
      ),
    ).toBe(true);

    expect(await deliverOutbox(forms, provider)).toEqual({ sent: 0, failed: 0 }); // not due yet
    await makeDue();
    expect(await deliverOutbox(forms, provider)).toEqual({ sent: 0, failed: 2 });
    const delays = (
      await store.db.query<{ s: number }>(
        `select extract(epoch from next_attempt_at - now())::int as s from public.outbox`,
      )
    ).rows;
    for (const { s } of delays) expect(s).toBeGreaterThan(90); // second failure: about two minutes

    await makeDue();
    expect(await deliverOutbox(forms, provider)).toEqual({ sent: 2, failed: 0 });
    state = await rows();
    expect(state.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
    ]);
  });

  it('treats a provider that does not answer as a failure, and loses nothing', async () => {
    const provider = fakeProvider((call) => (call === 1 ? 'hang' : 'ok'));
    const report = await deliverOutbox(forms, provider, { timeoutMs: 200 });
    expect(report).toEqual({ sent: 1, failed: 1 });
    expect((await rows()).filter((r) => r.status === 'pending')).toHaveLength(1);
    await makeDue();
    expect(await deliverOutbox(forms, provider)).toEqual({ sent: 1, failed: 0 });
    expect(provider.accepted).toHaveLength(2);
  });

  it('never lets two senders send the same row', async () => {
    const provider = fakeProvider(() => 'ok');
    const [a, b] = await Promise.all([
      deliverOutbox(forms, provider),
      deliverOutbox(forms, provider),
    ]);
    expect(a.sent + b.sent).toBe(2);
    expect(provider.calls).toBe(2);
  });
});
