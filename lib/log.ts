import pino from 'pino';
import { env } from './env';

/** The server's structured logger: JSON lines, so visitor text can never forge a log line. */
export const log = pino({ level: env().NODE_ENV === 'test' ? 'silent' : env().LOG_LEVEL });
