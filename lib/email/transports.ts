import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { Resend } from 'resend';
import MailComposer from 'nodemailer/lib/mail-composer';
import { defaultDataDir } from '@/lib/backend/config';
import { env, isProductionServer, type Env } from '@/lib/env';
import { log } from '@/lib/log';
import { site } from '@/lib/site';
import { siteUrl } from '@/lib/site-url';
import { headerSafe } from './header-safe';
import type { OutgoingEmail, Transport } from './types';

const mailLog = log.child({ module: 'email' });

/** Resend, with the outbox row's id as the idempotency key. */
export function resendTransport(apiKey: string, from: string): Transport {
  const resend = new Resend(apiKey);
  return {
    name: 'resend',
    async send(email, idempotencyKey) {
      const { data, error } = await resend.emails.send(
        {
          from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          ...(email.headers ? { headers: email.headers } : {}),
        },
        { idempotencyKey },
      );
      if (error || !data) throw new Error(`Resend: ${error?.message ?? 'no answer'}`);
      return { id: data.id };
    },
  };
}

/**
 * Where the log transport writes each e-mail as a .eml file: MAIL_LOG_DIR when set, else, on the
 * embedded default, `mail/` in the data folder (beside `pglite/` and `uploads/`), so what the site
 * sent can be read without any set-up. On Supabase without Resend nothing is written unless
 * MAIL_LOG_DIR says where: a serverless host's disk is neither kept nor read by anyone.
 */
export function mailFolder(e: Env = env()): string | null {
  if (e.MAIL_LOG_DIR) return path.resolve(e.MAIL_LOG_DIR);
  if (e.NEXT_PUBLIC_SUPABASE_URL) return null;
  return path.join(path.dirname(path.resolve(e.EMBEDDED_DATA_DIR ?? defaultDataDir)), 'mail');
}

/**
 * The embedded default's transport: no e-mail leaves the machine. Each message is logged by kind
 * and outbox id only (no address, no subject: those are personal data and visitor input) and,
 * when `dir` is given, written there in full as an RFC 5322 message (.eml, text and HTML as
 * multipart/alternative) that any mail program opens. The file is named by the time it was
 * written and the outbox id, so the names sort by time and carry nothing a visitor typed.
 */
export function logTransport(
  dir: string | null = mailFolder(),
  logger: Logger = mailLog,
  from: string = env().MAIL_FROM ?? `${site.name} <${site.email}>`,
): Transport {
  return {
    name: 'log',
    async send(email: OutgoingEmail, idempotencyKey) {
      logger.info(
        { kind: email.kind, outboxId: idempotencyKey },
        'E-mail not sent (no RESEND_API_KEY); kept in the outbox',
      );
      if (dir) {
        await mkdir(dir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[-:.]/g, '');
        const id = idempotencyKey.replace(/[^A-Za-z0-9-]/g, '').slice(0, 64);
        await writeFile(path.join(dir, `${stamp}-${id}.eml`), await composeEml(email, id, from), {
          flag: 'wx',
        });
      }
      return { id: `log-${idempotencyKey}` };
    },
  };
}

/**
 * The whole message as a mail program reads it, composed by nodemailer's MailComposer (which
 * encodes and folds headers and bodies). Every header value has its control characters removed
 * first, so a CR LF in a visitor's name can never start a header of its own.
 */
async function composeEml(email: OutgoingEmail, id: string, from: string): Promise<Buffer> {
  const extra = Object.fromEntries(
    Object.entries(email.headers ?? {}).map(([name, value]) => [
      headerSafe(name),
      headerSafe(value),
    ]),
  );
  const composer = new MailComposer({
    from: headerSafe(from),
    to: headerSafe(email.to),
    ...(email.replyTo ? { replyTo: headerSafe(email.replyTo) } : {}),
    subject: headerSafe(email.subject),
    text: email.text,
    html: email.html,
    headers: { ...extra, 'X-Kind': headerSafe(email.kind) },
    messageId: `<${id}@${new URL(siteUrl()).hostname}>`,
    date: new Date(),
    // Only the strings above go in: never a file or a URL read while composing.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return composer.compile().build();
}

/** Why e-mail cannot go out through Resend with this environment, or null when it can. */
function mailProblem(e: Env): string | null {
  if (!e.RESEND_API_KEY) return 'RESEND_API_KEY is not set';
  if (!e.MAIL_FROM) return 'RESEND_API_KEY is set but MAIL_FROM is not';
  return null;
}

/** One line for the start-up log: how this process sends e-mail. */
export function describeMail(e: Env): string {
  const problem = mailProblem(e);
  if (!problem) return `E-mail: Resend from ${e.MAIL_FROM}`;
  const folder = mailFolder(e);
  const where = folder ? `each message is written to ${folder}` : 'is only logged';
  return `E-mail: NOT CONFIGURED — ${problem}; e-mail stays in the outbox and ${where}`;
}

/**
 * Logs describeMail() at start-up: at error level on a production server that cannot send, so an
 * unconfigured deployment says so loudly instead of quietly keeping every message in the outbox.
 */
export function warnIfMailUnconfigured(e: Env = env(), logger: Logger = mailLog) {
  const line = describeMail(e);
  if (mailProblem(e) && isProductionServer(e)) logger.error(line);
  else logger.info(line);
}

/** Resend when RESEND_API_KEY and MAIL_FROM are set, else the log. */
export function defaultTransport(e: Env = env()): Transport {
  if (!e.RESEND_API_KEY) return logTransport(mailFolder(e), mailLog, e.MAIL_FROM);
  if (!e.MAIL_FROM)
    throw new Error(
      'MAIL_FROM must be set with RESEND_API_KEY (e.g. "Firm <notificaciones@firm.example>").',
    );
  return resendTransport(e.RESEND_API_KEY, e.MAIL_FROM);
}
