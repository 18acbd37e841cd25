import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { Resend } from 'resend';
import { env, isProductionServer, type Env } from '@/lib/env';
import { log } from '@/lib/log';
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
 * The embedded default's transport: no e-mail leaves the machine. Each message is logged by kind
 * and outbox id only (no address, no subject: those are personal data and visitor input) and,
 * when MAIL_LOG_DIR is set, written there in full as a .eml file (the end-to-end tests read
 * confirmation links from it: keep its format).
 */
export function logTransport(
  dir: string | undefined = env().MAIL_LOG_DIR,
  logger: Logger = mailLog,
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
        const headers = Object.entries(email.headers ?? {}).map(([k, v]) => `${k}: ${v}`);
        const eml = [
          `To: ${email.to}`,
          `Subject: ${email.subject}`,
          `X-Kind: ${email.kind}`,
          ...headers,
          '',
          email.text,
        ].join('\n');
        await writeFile(path.join(dir, `${Date.now()}-${idempotencyKey}.eml`), eml, 'utf8');
      }
      return { id: `log-${idempotencyKey}` };
    },
  };
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
  const where = e.MAIL_LOG_DIR ? ` (and written to ${e.MAIL_LOG_DIR})` : '';
  return `E-mail: NOT CONFIGURED — ${problem}; e-mail stays in the outbox and is only logged${where}`;
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
  if (!e.RESEND_API_KEY) return logTransport(e.MAIL_LOG_DIR);
  if (!e.MAIL_FROM)
    throw new Error(
      'MAIL_FROM must be set with RESEND_API_KEY (e.g. "Firm <notificaciones@firm.example>").',
    );
  return resendTransport(e.RESEND_API_KEY, e.MAIL_FROM);
}
