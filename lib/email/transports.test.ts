import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { captureLog as capture } from '@/lib/testing/log-capture';
import { defaultTransport, describeMail, logTransport, warnIfMailUnconfigured } from './transports';
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

  it('logs kind and outbox id only, and writes the whole e-mail to MAIL_LOG_DIR', async () => {
    const { lines, logger } = capture();
    const sent = await logTransport(dir, logger).send(email, 'row-42', AbortSignal.timeout(1000));
    expect(sent).toEqual({ id: 'log-row-42' });

    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      kind: 'newsletter.confirm',
      outboxId: 'row-42',
    });
    expect(lines[0]).not.toContain('visitante');
    expect(lines[0]).not.toContain('Confirme');

    const [file] = await readdir(dir);
    expect(file).toMatch(/-row-42\.eml$/);
    expect(await readFile(path.join(dir, file!), 'utf8')).toBe(
      [
        'To: visitante@empresa.co',
        'Subject: Confirme su suscripción al boletín jurídico',
        'X-Kind: newsletter.confirm',
        'List-Unsubscribe: <https://firma.example/api/newsletter/unsubscribe?token=def>',
        '',
        'Abra https://firma.example/boletin/confirmar?token=abc',
      ].join('\n'),
    );
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
      'E-mail: NOT CONFIGURED — RESEND_API_KEY is not set; e-mail stays in the outbox and is only logged',
    );
    expect(describeMail(parseEnv({ ...key }))).toMatch(
      /^E-mail: NOT CONFIGURED — RESEND_API_KEY is set but MAIL_FROM is not;/,
    );
    expect(describeMail(parseEnv({ MAIL_LOG_DIR: '.data/mail' }))).toMatch(
      /only logged \(and written to \.data\/mail\)$/,
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
