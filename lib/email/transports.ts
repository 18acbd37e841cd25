import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resend } from 'resend';
import type { OutgoingEmail, Transport } from './types';

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
 * The embedded default's transport: no e-mail leaves the machine. Each message is logged and, when
 * MAIL_LOG_DIR is set, written there as a .eml file (the end-to-end tests read confirmation links
 * from it).
 */
export function logTransport(dir: string | undefined = process.env.MAIL_LOG_DIR): Transport {
  return {
    name: 'log',
    async send(email: OutgoingEmail, idempotencyKey) {
      console.log(
        `E-mail not sent (no RESEND_API_KEY): ${email.kind} to ${email.to}: ${email.subject}`,
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

/** Resend when RESEND_API_KEY is set, else the log. */
export function defaultTransport(): Transport {
  const key = process.env.RESEND_API_KEY?.trim();
  if (!key) return logTransport();
  const from = process.env.MAIL_FROM?.trim();
  if (!from)
    throw new Error(
      'MAIL_FROM must be set with RESEND_API_KEY (e.g. "Firm <notificaciones@firm.example>").',
    );
  return resendTransport(key, from);
}
