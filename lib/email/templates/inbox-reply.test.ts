import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log } from '@/lib/log';
import { site } from '@/lib/site';
import { logTransport } from '../transports';
import { inboxReplyEmail } from './index';

// A reply from the inbox: the firm's sender and Reply-To, what the admin typed escaped by
// construction (never markup), its paragraphs and the sign-off in the reply's language.

const script = '<script>alert(1)</script>';
const link = '<a href="https://evil.example">pague aquí</a>';

describe('the inbox reply e-mail', () => {
  afterEach(() => {
    delete process.env.FIRM_INBOX;
  });

  it('keeps typed markup inert in the HTML and as typed in the text part', async () => {
    const email = await inboxReplyEmail({
      locale: 'es',
      subject: `Hola ${script}`,
      body: `Estimada Marta:\n\n${script}\n${link}\n\nGracias.`,
    });
    expect(email.html).not.toMatch(/<script|<a href="https:\/\/evil/i);
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;');
    expect(email.text).toContain(script);
    expect(email.text).toContain(link);
    expect(email.subject).toBe(`Hola ${script}`);
  });

  it('makes each blank line a paragraph and signs off in the reply’s language', async () => {
    const es = await inboxReplyEmail({ locale: 'es', subject: 'S', body: 'Uno.\n\nDos.' });
    expect(es.html.match(/<p[\s>]/g)!.length).toBeGreaterThanOrEqual(3);
    expect(es.text).toMatch(/Uno\.\s+Dos\.[\s\S]*Cordialmente,/);
    expect(es.html).toContain('lang="es"');
    const en = await inboxReplyEmail({ locale: 'en', subject: 'S', body: 'One.' });
    expect(en.text).toContain('Kind regards,');
    expect(en.text).toContain(site.name);
  });

  it('keeps line breaks and control characters out of the subject header', async () => {
    const email = await inboxReplyEmail({
      locale: 'en',
      subject: 'Hello\r\nBcc: all@example.com',
      body: 'x',
    });
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('replies to the firm’s mailbox: FIRM_INBOX when set, else the site’s address', async () => {
    expect((await inboxReplyEmail({ locale: 'es', subject: 'S', body: 'B' })).replyTo).toBe(
      site.email,
    );
    process.env.FIRM_INBOX = 'recepcion@firma.example';
    let templates: typeof import('./index') | undefined;
    jest.isolateModules(() => {
      templates = jest.requireActual<typeof import('./index')>('./index');
    });
    const reply = await templates!.inboxReplyEmail({ locale: 'es', subject: 'S', body: 'B' });
    expect(reply.replyTo).toBe('recepcion@firma.example');
  });

  it('goes out from the firm’s address with Reply-To the firm’s mailbox', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reply-'));
    try {
      const reply = await inboxReplyEmail({ locale: 'es', subject: 'Asunto', body: 'Hola.' });
      await logTransport(dir, log, `${site.name} <${site.email}>`).send(
        { kind: 'inbox.reply', to: 'marta@example.com', ...reply },
        'reply-1',
        new AbortController().signal,
      );
      const [file] = await readdir(dir);
      const eml = await readFile(path.join(dir, file!), 'utf8');
      expect(eml).toMatch(new RegExp(`^From: .*<${site.email}>`, 'm'));
      expect(eml).toMatch(new RegExp(`^Reply-To: ${site.email}`, 'm'));
      expect(eml).toMatch(/^To: marta@example\.com/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
