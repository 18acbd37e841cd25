import { replaceBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { openTestStore, testUploadsDir } from '@/lib/backend/testing/fixtures';
import type { Backend } from '@/lib/backend/types';
import { newsletterAction, unsubscribeAction } from '@/lib/forms/actions';
import { hashToken } from '@/lib/forms/server';
import { idle } from '@/lib/forms/state';
import { POST } from './route';

// Unsubscribing, by the one-click POST of the e-mail's header and by the page's button: the
// subscriber's row goes and the address is kept only as a suppressed HMAC; the answers are the
// ones they always were (204 for the POST, success for the page, also when the link is used
// again). A suppressed address can sign up again; confirming lifts its suppression.

jest.mock('@/lib/forms/server', () => ({
  ...jest.requireActual('@/lib/forms/server'),
  scheduleDelivery: jest.fn(),
}));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
const address = 'lector@empresa.co';

describe('unsubscribing from the newsletter', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let backend: Backend;

  beforeEach(async () => {
    store = await openTestStore();
    backend = embeddedBackend(store, testUploadsDir());
    replaceBackend(backend);
  });
  afterEach(() => store.close());

  /** Signs `address` up and answers the tokens of its newest confirmation e-mail. */
  async function signUp() {
    expect(await newsletterAction(idle, form({ email: address, locale: 'es' }))).toEqual({
      status: 'success',
    });
    const { rows } = await store.db.query<{ headers: Record<string, string>; text_body: string }>(
      `select headers, text_body from public.outbox where kind = 'newsletter.confirm'
        order by created_at desc, id desc limit 1`,
    );
    const token = (url: string) => new URL(url).searchParams.get('token')!;
    return {
      oneClick: token(rows[0]!.headers['List-Unsubscribe']!.match(/^<([^>]+)>/)![1]!),
      confirm: token(rows[0]!.text_body.match(/https?:\/\/\S+confirm\S*\?token=\S+/)![0]),
    };
  }
  const subscribers = async () =>
    (await store.db.query('select 1 from public.newsletter_subscribers')).rows.length;
  const suppressions = async () =>
    (
      await store.db.query<{ address_hmac: string; reason: string }>(
        'select address_hmac, reason from public.address_suppressions',
      )
    ).rows;
  const post = (token: string) =>
    POST(
      new Request(`http://localhost/api/newsletter/unsubscribe?token=${token}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
    );

  it('one-click: 204, the row gone, the address kept only as an HMAC; the same link again: 204', async () => {
    const { oneClick } = await signUp();
    expect(await backend.forms.addressSuppressed(address)).toBe(false);
    expect((await post(oneClick)).status).toBe(204);
    expect(await subscribers()).toBe(0);
    const kept = await suppressions();
    expect(kept).toEqual([
      { address_hmac: expect.stringMatching(/^[0-9a-f]{64}$/), reason: 'unsubscribed' },
    ]);
    expect(JSON.stringify(kept)).not.toContain('lector');
    expect(await backend.forms.addressSuppressed(address)).toBe(true);
    expect((await post(oneClick)).status).toBe(204);
    expect(await suppressions()).toHaveLength(1);
  });

  it("the page's button: success, the row gone, suppressed; the same link again: success", async () => {
    const { oneClick } = await signUp();
    const page = () => unsubscribeAction(idle, form({ token: oneClick, locale: 'es' }));
    expect(await page()).toEqual({ status: 'success' });
    expect(await subscribers()).toBe(0);
    expect(await backend.forms.addressSuppressed(address)).toBe(true);
    expect(await page()).toEqual({ status: 'success' });
    expect(
      await unsubscribeAction(idle, form({ token: 'x'.repeat(30), locale: 'es' })),
    ).toMatchObject({ status: 'error', formError: 'subscriptionInvalid' });
  });

  it('a suppressed address signs up again, gets its confirmation, and confirming lifts the suppression', async () => {
    const first = await signUp();
    expect((await post(first.oneClick)).status).toBe(204);
    const again = await signUp();
    expect(await subscribers()).toBe(1);
    expect(await backend.forms.addressSuppressed(address)).toBe(true);
    expect(await backend.forms.confirmNewsletter(hashToken(again.confirm))).toBe(true);
    expect(await backend.forms.addressSuppressed(address)).toBe(false);
    expect(await suppressions()).toEqual([]);
  });
  it('one who unsubscribed before suppressions existed is kept only as the hash on the next scheduled run', async () => {
    // Such a row: status unsubscribed, the address in clear, no HMAC yet.
    await store.db.query(
      `insert into public.newsletter_subscribers (email, locale, status, unsubscribe_token_hash,
         consent_at, privacy_policy_version, unsubscribed_at)
       values ($1, 'es', 'unsubscribed', $2, now(), 'v1', now())`,
      [address, 'b'.repeat(64)],
    );
    expect(await backend.forms.addressSuppressed(address)).toBe(false);
    expect(await backend.forms.hashUnsubscribed(10)).toBe(1);
    expect(await subscribers()).toBe(0);
    const kept = await suppressions();
    expect(kept).toEqual([
      { address_hmac: expect.stringMatching(/^[0-9a-f]{64}$/), reason: 'unsubscribed' },
    ]);
    expect(await backend.forms.addressSuppressed(address)).toBe(true);
    // A second run finds nothing left in clear.
    expect(await backend.forms.hashUnsubscribed(10)).toBe(0);
  });
});
