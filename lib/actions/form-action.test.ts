import { replaceBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { openTestStore, testUploadsDir } from '@/lib/backend/testing/fixtures';
import { careerAction, confirmSubscriptionAction, contactAction } from '@/lib/forms/actions';
import { idle } from '@/lib/forms/state';
import { classicPdf, onePage } from '@/lib/testing/pdf-fixtures';
import { refusedRequest } from './form-action';

// E-mail delivery is the outbox sender's business (tested on its own); here it only records.
jest.mock('@/lib/forms/server', () => ({
  ...jest.requireActual('@/lib/forms/server'),
  scheduleDelivery: jest.fn(),
}));

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const contact = (change: Record<string, string> = {}) =>
  form({
    name: 'Ana Pérez',
    email: 'ana@empresa.co',
    phone: '',
    topic: 'tax',
    message: 'Necesito asesoría.',
    consent: 'on',
    locale: 'es',
    ...change,
  });

// A real one-page PDF: the career action parses a CV's PDF as a reader would.
const pdf = () =>
  new File([new Uint8Array(classicPdf(onePage('Laura')))], 'cv.pdf', { type: 'application/pdf' });

const career = (change: Record<string, string | File> = {}) =>
  form({
    firstName: 'Laura',
    lastName: 'Gómez',
    email: 'laura@correo.co',
    phone: '',
    profession: 'Abogada',
    practiceArea: 'tax',
    linkedinProfile: '',
    message: '',
    resume: pdf(),
    consent: 'on',
    locale: 'es',
    ...change,
  });

describe('the server actions’ contract (formAction)', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const count = async (table: string, where = 'true') =>
    (
      await store.db.query<{ n: number }>(
        `select count(*)::int as n from public.${table} where ${where}`,
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    store = await openTestStore();
    replaceBackend(embeddedBackend(store, testUploadsDir()));
  });
  beforeEach(() =>
    store.db.exec(
      // cascade: the inbox's notes, history, parties and replies hang on the messages.
      'truncate public.contact_messages, public.career_applications, public.outbox, public.rate_limits cascade',
    ),
  );
  afterAll(() => store.close());

  // What a direct call by the action's id can send instead of a form (`$ACTION_1:1=[]`, JSON, null).
  it.each([
    ['an empty array', []],
    ['null', null],
    ['undefined', undefined],
    ['a JSON object', { name: 'Ana', email: 'ana@empresa.co' }],
    ['a string', 'name=Ana'],
    ['a number', 42],
  ])('refuses %s with a typed answer, storing nothing', async (_label, argument) => {
    for (const action of [contactAction, careerAction, confirmSubscriptionAction])
      await expect(action(idle, argument as unknown as FormData)).resolves.toEqual(refusedRequest);
    expect(await count('contact_messages')).toBe(0);
    expect(await count('career_applications')).toBe(0);
    expect(await count('rate_limits')).toBe(0);
  });

  it.each([
    [
      'a CRLF in the name (a forged log line or header)',
      { name: 'Ana\r\nBcc: x@spam.example' },
      'name',
    ],
    ['ANSI escapes in the name', { name: '\u001b[31mAna\u001b[0m' }, 'name'],
    ['a C1 control in the phone', { phone: '300\u0085123' }, 'phone'],
    ['a right-to-left override in the message', { message: 'pague \u202e0001 $' }, 'message'],
    ['a lone carriage return in the message', { message: 'uno\rdos' }, 'message'],
    ['a NUL in the message', { message: 'uno\u0000dos' }, 'message'],
  ])('refuses %s, naming the field', async (_label, change, field) => {
    const state = await contactAction(idle, contact(change));
    expect(state).toMatchObject({ status: 'error', fieldErrors: { [field]: 'textInvalid' } });
    expect(await count('contact_messages')).toBe(0);
    expect(await count('rate_limits')).toBe(0);
  });

  it('keeps tabs and line breaks in a message, stored with LF line breaks', async () => {
    const state = await contactAction(idle, contact({ message: 'Uno\r\n\tDos\nTres' }));
    expect(state).toEqual({ status: 'success' });
    const { rows } = await store.db.query<{ message: string }>(
      'select message from public.contact_messages',
    );
    expect(rows[0]!.message).toBe('Uno\n\tDos\nTres');
  });

  it('applies the rate limit before it reads the CV into memory', async () => {
    for (let i = 0; i < 3; i++) expect((await careerAction(idle, career())).status).toBe('success');
    const resume = pdf();
    const read = jest.spyOn(resume, 'arrayBuffer');
    const state = await careerAction(idle, career({ resume }));
    expect(state).toMatchObject({ status: 'error', formError: 'rateLimited' });
    expect(read).not.toHaveBeenCalled();
    expect(await count('career_applications')).toBe(3);
  });

  it('sends the visitor at most one acknowledgement a day, and the firm every message', async () => {
    for (const message of ['Primero', 'Segundo'])
      expect(await contactAction(idle, contact({ message }))).toEqual({ status: 'success' });
    expect(await count('outbox', `kind = 'contact.firm'`)).toBe(2);
    expect(await count('outbox', `kind = 'contact.ack'`)).toBe(1);
    // Another address still gets its own.
    await contactAction(idle, contact({ email: 'otra@empresa.co' }));
    expect(await count('outbox', `kind = 'contact.ack'`)).toBe(2);
  });

  it('answers a storage failure with the form’s message key, keeping what was typed', async () => {
    await store.db.query('alter table public.contact_messages rename to contact_messages_gone');
    const state = await contactAction(idle, contact({ message: 'Esto no se pierde' }));
    expect(state).toMatchObject({
      status: 'error',
      formError: 'contactFailed',
      values: { message: 'Esto no se pierde', name: 'Ana Pérez' },
    });
    await store.db.query('alter table public.contact_messages_gone rename to contact_messages');
  });
});
