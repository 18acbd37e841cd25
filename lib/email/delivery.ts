import 'server-only';
import { env, type Env } from '@/lib/env';

/**
 * Whether this process can send e-mail (Resend with a sender), the same condition as the
 * transport it picks (lib/email/transports.ts): without it every message stays in the outbox, and
 * a screen must not say one was sent.
 */
export function emailCanBeSent(e: Env = env()): boolean {
  return Boolean(e.RESEND_API_KEY && e.MAIL_FROM);
}
