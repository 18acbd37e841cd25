import { parseEnv } from '@/lib/env';
import { captureLog as capture } from '@/lib/testing/log-capture';
import { logLevel } from './log';

describe('the structured logger', () => {
  it('writes one JSON line per call, with control characters escaped', () => {
    const { lines, logger } = capture();
    const forged =
      'Ana\r\n{"level":"error","msg":"forged"}\u001b[31mred\u001b[0m\u2028\u0085\u202egnp.exe';
    logger.child({ module: 'forms' }).info({ kind: 'contact.ack', visitor: forged }, 'stored');
    logger.warn('second');

    expect(lines).toHaveLength(2);
    const [first] = lines as [string, string];
    // One line: the only newline ends it; no raw CR, ESC or line separator inside.
    expect(first.endsWith('\n')).toBe(true);
    expect(first.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u0080-\u009f\u2028\u202e]/);
    expect(first).toContain('\\r\\n');
    expect(first).toContain('\\u001b[31m');
    expect(first).toContain('\\u2028\\u0085\\u202egnp.exe');
    const entry = JSON.parse(first) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 'info',
      module: 'forms',
      kind: 'contact.ack',
      msg: 'stored',
      visitor: forged,
    });
  });

  it('redacts secrets and addresses, at the top level and one level down', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        email: 'ana@empresa.co',
        to: 'ana@empresa.co',
        token: 'tok-123456',
        password: 'hunter2-hunter2',
        request: { authorization: 'Bearer abcdef', cookie: 'sb=1', email: 'b@c.co' },
        outboxId: 'row-1',
      },
      'sent',
    );
    const line = lines[0]!;
    for (const secret of ['ana@empresa.co', 'tok-123456', 'hunter2', 'Bearer', 'sb=1', 'b@c.co'])
      expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      email: '[redacted]',
      request: { authorization: '[redacted]', email: '[redacted]' },
      outboxId: 'row-1',
    });
  });

  it('keeps an error readable', () => {
    const { lines, logger } = capture();
    logger.error({ err: new Error('database is down') }, 'failed');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      err: { type: 'Error', message: 'database is down' },
    });
  });

  it('is silent under Jest unless LOG_LEVEL says otherwise', () => {
    expect(logLevel(parseEnv({ NODE_ENV: 'test' }))).toBe('silent');
    expect(logLevel(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }))).toBe('debug');
    expect(logLevel(parseEnv({ NODE_ENV: 'production' }))).toBe('info');
    expect(logLevel(parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }))).toBe('warn');
  });
});
