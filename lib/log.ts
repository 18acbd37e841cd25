import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { env, type Env } from '@/lib/env';

// The server's one logger. Each call writes one JSON line: JSON escaping turns a visitor's "\r\n"
// or ANSI escape into "\r\n" and "\u001b" text, so typed input can neither forge a new log line
// nor repaint a terminal. No 'server-only' marker: it holds no secret, and CLI scripts may use it.

/**
 * Fields whose values never reach the log: secrets and contact data. Paths are pino's (top level,
 * and one level down with `*.`). Log ids and kinds, never what a visitor typed; `message` and
 * `name` are not listed because an error's own message and name must stay readable.
 */
const sensitiveKeys = [
  'email',
  'to',
  'replyTo',
  'phone',
  'password',
  'token',
  'apiKey',
  'secret',
  'authorization',
  'cookie',
];
const redactedPaths = [...sensitiveKeys, ...sensitiveKeys.map((key) => `*.${key}`)];

/** The level from LOG_LEVEL; unset, `info`, or `silent` under Jest so test output stays readable. */
export function logLevel(e: Env): Level | 'silent' {
  return e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info');
}

/**
 * JSON.stringify leaves C1 controls (U+0085 is a line break to some viewers), U+2028/U+2029 and
 * the bidirectional overrides raw; written as \u escapes they stay one line and read as written.
 * They can only occur inside JSON strings, where the escape means the same character.
 */
const unescaped = /[\u0080-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const escapeRest = (line: string) =>
  line.replace(unescaped, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A logger with the site's settings, writing to `destination` (default: standard output). */
export function createLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // No pid or hostname on every line: the host's log already says where a line came from.
      base: undefined,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: escapeRest },
    },
    destination,
  );
}

/** The process's logger; modules take a child: `log.child({ module: 'outbox' })`. */
export const log: Logger = createLogger(logLevel(env()));
