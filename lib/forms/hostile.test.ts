import fc from 'fast-check';
import { replaceBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { openTestStore, testUploadsDir } from '@/lib/backend/testing/fixtures';
import { hasForbiddenCharacters, normalizeLineBreaks } from '@/lib/actions/text';
import { contactFirmEmail } from '@/lib/email/templates';
import { contactAction } from './actions';
import { contactSchema } from './schemas';
import { idle } from './state';

jest.mock('./server', () => ({ ...jest.requireActual('./server'), scheduleDelivery: jest.fn() }));

const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; drop table public.contact_messages; --",
    '\u0000\u0007\u001b[31m',
    'Ana\r\nBcc: spam@example.com',
    'line one\r\nline two\tand a tab',
    'bidi \u202etxt.exe',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂 قانون',
    'x'.repeat(5000),
  ),
);

describe('hostile input to the contact form', () => {
  jest.setTimeout(180_000);
  let store: EmbeddedStore;

  beforeAll(async () => {
    store = await openTestStore();
    replaceBackend(embeddedBackend(store, testUploadsDir()));
  });
  afterAll(() => store.close());

  it('stores accepted text exactly as the schema gives it, and nothing for rejected input', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, async (name, message) => {
        n += 1;
        const email = `fc${n}@empresa.co`; // a fresh address each run: the rate limit never trips
        const data = new FormData();
        for (const [key, value] of Object.entries({
          name,
          email,
          phone: '',
          topic: '',
          message,
          consent: 'on',
          locale: 'es',
        }))
          data.append(key, value);
        // The action's own rules first (control characters, CRLF line breaks), then the schema.
        const sentMessage = normalizeLineBreaks(message);
        const allowed =
          !hasForbiddenCharacters(name) &&
          !hasForbiddenCharacters(sentMessage, { multiline: true });
        const parsed = contactSchema.safeParse({
          name,
          email,
          phone: '',
          topic: '',
          message: sentMessage,
          consent: true,
          locale: 'es',
        });
        const expected = allowed ? parsed : { success: false as const };
        const before = Number(
          (
            await store.db.query<{ n: number }>(
              'select count(*)::int as n from public.contact_messages',
            )
          ).rows[0]!.n,
        );
        const state = await contactAction(idle, data);
        const stored = (
          await store.db.query<{ name: string; message: string }>(
            'select name, message from public.contact_messages where email = $1',
            [email],
          )
        ).rows;
        if (expected.success) {
          expect(state.status).toBe('success');
          expect(stored).toEqual([{ name: expected.data.name, message: expected.data.message }]);
        } else {
          expect(state.status).toBe('error');
          expect(stored).toEqual([]);
          const after = Number(
            (
              await store.db.query<{ n: number }>(
                'select count(*)::int as n from public.contact_messages',
              )
            ).rows[0]!.n,
          );
          expect(after).toBe(before);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('escapes whatever was typed in the e-mails it sends', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, async (name, message) => {
        const firm = await contactFirmEmail({
          name,
          email: 'a@b.co',
          phone: '',
          topic: '',
          message,
          locale: 'en',
        });
        const body = firm.html.replace(
          /<\/?(?:!doctype|html|body|div|p|table|tr|th|td|a)\b[^>]*>/gi,
          '',
        );
        expect(body).not.toMatch(/<script|<img/i);
      }),
      { numRuns: 200 },
    );
  });
});
