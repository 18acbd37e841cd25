import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { limits } from '@/lib/forms/options';

// scripts/server-preload.cjs as `npm start` loads it: a Node HTTP server started with
// `node --require` in a child process, whose handler reads every body it is given and answers
// how many bytes it saw. Raw sockets play the clients, so the test sees exactly when the answer
// comes and when the connection closes. The time bounds are the point of this test.

jest.setTimeout(60_000);

const preload = path.join(__dirname, 'server-preload.cjs');
// Ephemeral unless a port is given (PRELOAD_TEST_PORT keeps a shared machine's ranges apart).
const port = Number(process.env.PRELOAD_TEST_PORT ?? 0);
const eightyMegabytes = 80 * 1024 * 1024;

const serverCode = `
const http = require('node:http');
if (process.env.SITE_PAGE) globalThis.__refusedBodyPage = (pathname) => ({
  status: 413, headers: { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY', connection: 'close', 'content-length': '1' },
  html: '<p>site page for ' + pathname + '</p>',
});
const server = http.createServer((request, response) => {
  let bytes = 0;
  request.on('data', (chunk) => { bytes += chunk.length; });
  request.on('end', () => response.end(JSON.stringify({ handled: true, bytes })));
});
server.listen(${port}, '127.0.0.1', () => process.stdout.write(JSON.stringify({
  port: server.address().port, requestTimeout: server.requestTimeout,
  headersTimeout: server.headersTimeout, limit: globalThis.__bodyLimitBytes,
}) + '\\n'));
`;

type Started = { port: number; requestTimeout: number; headersTimeout: number; limit: number };

async function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--require', preload, '-e', serverCode], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = await new Promise<Started>((resolve, reject) => {
    child.stdout!.once('data', (data: Buffer) => resolve(JSON.parse(data.toString()) as Started));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, ...started };
}

type Outcome = { answer: string; answeredMs: number; closedMs: number; sentBytes: number };

/**
 * Sends `head`, then (when `body` says so) body bytes as fast as the socket takes them, and
 * records the answer and when it came and when the server closed the connection.
 */
function exchange(
  serverPort: number,
  head: string,
  body?: { total: number; chunked?: boolean },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(serverPort, '127.0.0.1');
    const started = performance.now();
    let answer = '';
    let answeredMs = -1;
    let sentBytes = 0;
    let closed = false;
    const block = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (body && !closed && sentBytes < body.total) {
        const piece = block.subarray(0, Math.min(block.length, body.total - sentBytes));
        sentBytes += piece.length;
        const framed = body.chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from('\r\n'),
            ])
          : piece;
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
      if (body?.chunked && !closed && sentBytes >= body.total) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('data', (data) => {
      if (answeredMs < 0) answeredMs = performance.now() - started;
      answer += data.toString('latin1');
    });
    socket.on('error', () => undefined); // a reset after the answer: the close below still counts
    socket.on('close', () => {
      closed = true;
      resolve({ answer, answeredMs, closedMs: performance.now() - started, sentBytes });
    });
  });
}

const post = (pathname: string, headers: string[]) =>
  [`POST ${pathname} HTTP/1.1`, 'Host: localhost', ...headers, '', ''].join('\r\n');

describe('scripts/server-preload.cjs', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.child.kill());

  it('refuses the same bodies as the rest of the site, and sets the timeouts', () => {
    expect(server.limit).toBe(limits.requestBytes);
    expect(server.requestTimeout).toBe(120_000);
    expect(server.headersTimeout).toBe(20_000);
  });

  it('answers an 80 MB post 413 with Connection: close and closes within 1 s, before the body', async () => {
    const outcome = await exchange(
      server.port,
      post('/en/contact', [
        `Content-Length: ${eightyMegabytes}`,
        'Content-Type: multipart/form-data; boundary=x',
      ]),
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(outcome.answer).toMatch(/The submission is too large/);
    expect(outcome.answer).not.toMatch(/handled/);
    expect(outcome.closedMs).toBeLessThan(1000);
    console.info(
      `80 MB post, headers only: 413 after ${Math.round(outcome.answeredMs)} ms, closed after ${Math.round(outcome.closedMs)} ms`,
    );
  });

  it('refuses and closes within 1 s while the client sends the 80 MB as fast as it can', async () => {
    const outcome = await exchange(
      server.port,
      post('/contacto', [`Content-Length: ${eightyMegabytes}`]),
      {
        total: eightyMegabytes,
      },
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.closedMs).toBeLessThan(1000);
    expect(outcome.sentBytes).toBeLessThan(eightyMegabytes);
    console.info(
      `80 MB post, body streaming: 413 after ${Math.round(outcome.answeredMs)} ms, closed after ${Math.round(outcome.closedMs)} ms, ${outcome.sentBytes} bytes written`,
    );
  });

  it('refuses a chunked body once it passes the limit, before the handler has read more', async () => {
    const outcome = await exchange(server.port, post('/contacto', ['Transfer-Encoding: chunked']), {
      total: eightyMegabytes,
      chunked: true,
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(outcome.answer).not.toMatch(/handled/);
    expect(outcome.closedMs).toBeLessThan(1000);
    console.info(
      `80 MB chunked post: 413 after ${Math.round(outcome.answeredMs)} ms, closed after ${Math.round(outcome.closedMs)} ms`,
    );
  });

  it('passes bodies within the limit to the server untouched, declared or chunked', async () => {
    const size = limits.requestBytes;
    const declared = await exchange(
      server.port,
      post('/contacto', [`Content-Length: ${size}`, 'Connection: close']),
      { total: size },
    );
    expect(declared.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(declared.answer).toContain(`{"handled":true,"bytes":${size}}`);
    const chunked = await exchange(
      server.port,
      post('/contacto', ['Transfer-Encoding: chunked', 'Connection: close']),
      { total: 1_000_000, chunked: true },
    );
    expect(chunked.answer).toContain('{"handled":true,"bytes":1000000}');
  });

  it('refuses an oversized Expect: 100-continue post without inviting its body', async () => {
    const outcome = await exchange(
      server.port,
      post('/contacto', [`Content-Length: ${eightyMegabytes}`, 'Expect: 100-continue']),
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).not.toMatch(/100 Continue/);
  });
});

it('answers with the site’s own page once the server has handed it over', async () => {
  const server = await startServer({ SITE_PAGE: '1' });
  try {
    const outcome = await exchange(
      server.port,
      post('/en/contact', [`Content-Length: ${eightyMegabytes}`]),
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).toContain('site page for /en/contact');
    expect(outcome.answer).toMatch(/\r\nx-frame-options: DENY\r\n/);
    expect(outcome.answer.match(/\r\nconnection:/gi)).toHaveLength(1);
    expect(outcome.answer).not.toMatch(/content-length: 1\r\n/i);
  } finally {
    server.child.kill();
  }
});
