/** An e-mail as the outbox stores it: rendered, addressed, ready to send. */
export type OutgoingEmail = {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

/** A queued e-mail claimed for sending. */
export type OutboxEmail = OutgoingEmail & { id: string; attempts: number };

/** Something that delivers e-mail: Resend in production, a log in the embedded default. */
export type Transport = {
  readonly name: string;
  /** Sends one e-mail; `idempotencyKey` makes a repeated call with the same key send nothing new. */
  send(email: OutgoingEmail, idempotencyKey: string, signal: AbortSignal): Promise<{ id: string }>;
};
