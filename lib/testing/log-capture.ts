import { Writable } from 'node:stream';
import { createLogger } from '@/lib/log';

/** A logger at level info that writes into `lines`, one entry per write: for tests of what is logged. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}
