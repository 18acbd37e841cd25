import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { captureLog as capture } from '@/lib/testing/log-capture';
import {
  defaultTransport,
  describeMail,
  logTransport,
  mailFolder,
  warnIfMailUnconfigured,
} from './transports';
import type { OutgoingEmail } from './types';

const email: OutgoingEmail = {
  kind: 'newsletter.confirm',
  to: 'visitante@empresa.co',
  subject: 'Confirme su suscripción al boletín jurídico',
  html: '<p>h</p>',
  text: 'Abra https://firma.example/boletin/confirmar?token=abc',
  headers: { 'List-Unsubscribe': '<https://firma.example/api/newsletter/unsubscribe?token=def>' },
};

describe('the log transport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mail-log-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const send = (message: OutgoingEmail, key = '0b6e2c1a-7f3d-4c2e-9a1b-5d6e7f8a9b0c') => {
    const { lines, logger } = capture();
    const transport = logTransport(dir, logger, 'Firma <avisos@firma.example>');
    return { lines, sent: transport.send(message, key, AbortSignal.timeout(5000)) };
  };
  const written = async () => {
    const files = await readdir(dir);
    return Promise.all(
      files.map(async (file) => ({ file, eml: await readFile(path.join(dir, file), 'utf8') })),
    );
  };
  /** The message's header block, each folded header on one line. */
  const headersOf = (eml: string) =>
    eml
      .split('\r\n\r\n')[0]!
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n');

  it('logs kind and outbox id only, and writes the whole e-mail as an RFC 5322 message', async () => {
    const { lines, sent } = send(email, 'row-42');
    expect(await sent).toEqual({ id: 'log-row-42' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ kind: 'newsletter.confirm', outboxId: 'row-42' });
    expect(lines[0]).not.toContain('visitante');
    expect(lines[0]).not.toContain('Confirme');

    const [only, ...others] = await written();
    expect(others).toEqual([]);
    // Sortable by the time it was written, then the outbox id: nothing a visitor typed.
    expect(only!.file).toMatch(/^\d{8}T\d{9}Z-row-42\.eml$/);
    const headers = headersOf(only!.eml);
    expect(headers).toEqual(
      expect.arrayContaining([
        'From: Firma <avisos@firma.example>',
        'To: visitante@empresa.co',
        // Non-ASCII words are encoded as RFC 2047 says.
        expect.stringMatching(/^Subject: =\?UTF-8\?Q\?Confirme_su_suscripci=C3=B3n/),
        expect.stringMatching(/^Message-ID: <row-42@[a-z0-9.-]+>$/),
        expect.stringMatching(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/),
        'MIME-Version: 1.0',
        expect.stringMatching(/^Content-Type: multipart\/alternative; boundary=/),
        'X-Kind: newsletter.confirm',
        'List-Unsubscribe: <https://firma.example/api/newsletter/unsubscribe?token=def>',
      ]),
    );
    expect(only!.eml).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(only!.eml).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(only!.eml).toContain('Abra https://firma.example/boletin/confirmar?token=abc');
  });

  it('lets no CR or LF in a visitor’s name start a header of its own', async () => {
    const hostile: OutgoingEmail = {
      ...email,
      kind: 'contact.firm',
      to: 'firma@firma.example',
      replyTo: '"Ana\r\nBcc: victima@otro.example" <ana@empresa.co>',
      subject: 'Mensaje de Ana\r\nBcc: victima@otro.example\nX-Evil: 1',
      headers: { 'X-Name': 'Ana\r\n\r\n<script>' },
    };
    await send(hostile).sent;
    const eml = (await written())[0]!.eml;
    const headers = headersOf(eml);
    expect(headers.filter((line) => /^(Bcc|X-Evil):/i.test(line))).toEqual([]);
    expect(headers.some((line) => line.startsWith('Subject: Mensaje de Ana Bcc: victima'))).toBe(
      true,
    );
    // The header block ends where the message's own blank line is, not at the visitor's.
    expect(eml.indexOf('\r\n\r\n')).toBeGreaterThan(eml.indexOf('Content-Type: multipart'));
    expect(eml).not.toMatch(/\r\n<script>/);
  });

  it('writes to the data folder’s mail/ by default, and nothing with RESEND_API_KEY set', async () => {
    expect(mailFolder(parseEnv({ EMBEDDED_DATA_DIR: path.join(dir, 'pglite') }))).toBe(
      path.join(dir, 'mail'),
    );
    expect(mailFolder(parseEnv({}))).toBe(path.resolve('.data/mail'));
    expect(mailFolder(parseEnv({ MAIL_LOG_DIR: dir }))).toBe(dir);
    expect(mailFolder(parseEnv({ NEXT_PUBLIC_SUPABASE_URL: 'https://p.supabase.co' }))).toBeNull();

    const withKey = defaultTransport(
      parseEnv({
        RESEND_API_KEY: 're_test_not_a_real_key',
        MAIL_FROM: 'avisos@firma.example',
        EMBEDDED_DATA_DIR: path.join(dir, 'pglite'),
        MAIL_LOG_DIR: dir,
      }),
    );
    expect(withKey.name).toBe('resend');
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ id: 'resend-1' }));
    try {
      await withKey.send(email, 'row-43', AbortSignal.timeout(5000));
    } finally {
      fetchSpy.mockRestore();
    }
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('mail configuration at start-up', () => {
  const production = { NODE_ENV: 'production' };
  const key = { RESEND_API_KEY: 're_test_not_a_real_key' };

  it('describes how e-mail goes out, and what is missing', () => {
    expect(describeMail(parseEnv({ ...key, MAIL_FROM: 'Firma <avisos@firma.example>' }))).toBe(
      'E-mail: Resend from Firma <avisos@firma.example>',
    );
    expect(describeMail(parseEnv({}))).toBe(
      'E-mail: NOT CONFIGURED — RESEND_API_KEY is not set; e-mail stays in the outbox and each ' +
        `message is written to ${path.resolve('.data/mail')}`,
    );
    expect(describeMail(parseEnv({ ...key }))).toMatch(
      /^E-mail: NOT CONFIGURED — RESEND_API_KEY is set but MAIL_FROM is not;/,
    );
    expect(describeMail(parseEnv({ MAIL_LOG_DIR: '/srv/mail' }))).toMatch(
      /outbox and each message is written to \/srv\/mail$/,
    );
    expect(describeMail(parseEnv({ NEXT_PUBLIC_SUPABASE_URL: 'https://p.supabase.co' }))).toMatch(
      /outbox and is only logged$/,
    );
  });

  it('says so at error level on a production server without e-mail, and calmly otherwise', () => {
    const loud = capture();
    warnIfMailUnconfigured(parseEnv(production), loud.logger);
    expect(JSON.parse(loud.lines[0]!)).toMatchObject({
      level: 'error',
      msg: expect.stringContaining('NOT CONFIGURED'),
    });

    const building = capture();
    warnIfMailUnconfigured(
      parseEnv({ ...production, NEXT_PHASE: 'phase-production-build' }),
      building.logger,
    );
    expect(JSON.parse(building.lines[0]!)).toMatchObject({ level: 'info' });

    const development = capture();
    warnIfMailUnconfigured(parseEnv({ NODE_ENV: 'development' }), development.logger);
    expect(JSON.parse(development.lines[0]!)).toMatchObject({ level: 'info' });

    const configured = capture();
    warnIfMailUnconfigured(
      parseEnv({ ...production, ...key, MAIL_FROM: 'avisos@firma.example' }),
      configured.logger,
    );
    expect(JSON.parse(configured.lines[0]!)).toMatchObject({
      level: 'info',
      msg: 'E-mail: Resend from avisos@firma.example',
    });
  });

  it('picks Resend only with a key and a sender', () => {
    expect(defaultTransport(parseEnv({})).name).toBe('log');
    expect(() => defaultTransport(parseEnv({ ...key }))).toThrow(/MAIL_FROM must be set/);
    expect(defaultTransport(parseEnv({ ...key, MAIL_FROM: 'avisos@firma.example' })).name).toBe(
      'resend',
    );
  });
});
