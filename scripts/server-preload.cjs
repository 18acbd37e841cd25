// Preloaded into `next start` (node --require, see package.json's start script): the rules the
// site's own Node server needs before Next.js sees a request. Vercel runs no `next start`: there
// the platform caps a function's request body at 4.5 MB and keeps its own timeouts.
// - scripts/client-address.cjs: X-Forwarded-For ends with the socket's address.
// - A body over the site's limit is refused before it is read: a 413 page with
//   `Connection: close` as soon as the headers say so (Content-Length), or as soon as a chunked
//   body grows past the limit, so an oversized or slow upload never holds a socket or memory.
//   Next.js would read the whole body first, even when proxy.ts has already refused it.
// - Request and header timeouts that end a trickling client.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: node --require loads it before any ES module */
require('./client-address.cjs');
const http = require('node:http');

/** The largest request body read: `limits.requestBytes` (lib/forms/options.ts; a test holds them equal). */
const maxBodyBytes = 4_500_000;

/**
 * Path prefixes whose requests may carry a larger body, e.g. '/api/uploads/' for a route that
 * streams a file to storage with its own limit. None today: add the prefix here, with the route's
 * own cap and a test in scripts/server-preload.test.ts.
 */
const largeBodyPrefixes = Object.freeze([]);

/**
 * The whole request (headers and body) must arrive within two minutes: the largest post, 4.5 MB,
 * takes about 90 s at 400 kbit/s, a slow 3G phone's upload; a client slower than that was not
 * going to finish, and until now it could hold a socket for Node's default five minutes.
 */
const requestTimeoutMs = 120_000;
/** The headers are a few kilobytes: 20 s covers a slow link's handshake and first packets. */
const headersTimeoutMs = 20_000;
/** How often Node looks for connections past those limits (its default is 30 s). */
const timeoutCheckMs = 5_000;
/** After the refusal, what the client still sends is read and dropped this long, then the socket closes. */
const lingerMs = 500;

const mayCarryLargeBody = (url) => {
  const pathname = String(url ?? '/').split('?')[0];
  return largeBodyPrefixes.some((prefix) => pathname.startsWith(prefix));
};

/**
 * The refusal page: the site's own (lib/http/refused-page.ts, in the visitor's language, handed
 * over by lib/startup.ts once the server has started); before that, a plain page in both
 * languages with headers that allow nothing.
 */
function refusalPage(pathname) {
  const sitePage = globalThis.__refusedBodyPage;
  if (typeof sitePage === 'function') {
    try {
      return sitePage(pathname);
    } catch {
      // The plain page below.
    }
  }
  return {
    status: 413,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
    html:
      '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
      '<title>El envío es demasiado grande / The submission is too large</title></head><body>' +
      '<h1>El envío es demasiado grande</h1><p>El archivo o el mensaje supera lo que el sitio puede recibir (4 MB por archivo). Vuelva atrás, reduzca el archivo e intente de nuevo.</p>' +
      '<h1 lang="en">The submission is too large</h1><p lang="en">The file or the message is larger than the site can receive (4 MB per file). Go back, make the file smaller and try again.</p>' +
      '</body></html>',
  };
}

/**
 * Answers 413 straight on the socket and closes it: the body is never handed to Next.js. What the
 * client is still sending is drained for a moment, so that closing does not reset the connection
 * before the client has read the answer.
 */
function refuseAndClose(request) {
  const socket = request.socket;
  if (!socket || socket.destroyed) return;
  const page = refusalPage(String(request.url ?? '/').split('?')[0]);
  const body = Buffer.from(page.html, 'utf8');
  const headers = Object.fromEntries(
    Object.entries(page.headers).filter(([name]) => !/^(connection|content-length)$/i.test(name)),
  );
  Object.assign(headers, { 'Content-Length': String(body.length), Connection: 'close' });
  const head = [`HTTP/1.1 413 ${http.STATUS_CODES[413]}`]
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join('\r\n');
  socket.end(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), body]));
  request.resume();
  setTimeout(() => socket.destroy(), lingerMs).unref();
}

/** Whether the request's declared length is over the limit (and its path has no exception). */
const declaresTooMuch = (request) =>
  Number(request.headers['content-length'] ?? 0) > maxBodyBytes && !mayCarryLargeBody(request.url);

/**
 * A body without a declared length (chunked): its bytes are counted as they arrive, and once past
 * the limit the rest is dropped and the request refused, before Next.js has read it all.
 */
function capStreamedBody(request, response) {
  if (request.headers['content-length'] !== undefined || mayCarryLargeBody(request.url)) return;
  if (request.headers['transfer-encoding'] === undefined) return;
  const push = request.push;
  let received = 0;
  let refused = false;
  request.push = function pushWithinLimit(chunk, ...rest) {
    if (refused) return true;
    if (chunk) received += chunk.length;
    if (received <= maxBodyBytes) return push.call(this, chunk, ...rest);
    refused = true;
    if (response.headersSent) request.socket?.destroy();
    else refuseAndClose(request);
    return true;
  };
}

function applyTimeouts(server) {
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = headersTimeoutMs;
  server.connectionsCheckingInterval = timeoutCheckMs;
  // `Expect: 100-continue`: Node would say "continue" before the request reaches any code; a
  // request that declares too large a body gets the refusal instead, and sends nothing.
  server.on('checkContinue', (request, response) => {
    if (!declaresTooMuch(request)) response.writeContinue();
    server.emit('request', request, response);
  });
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithBodyLimit(event, ...args) {
  if (event === 'listening') applyTimeouts(this);
  if (event === 'request') {
    const [request, response] = args;
    if (declaresTooMuch(request)) {
      refuseAndClose(request);
      return true;
    }
    capStreamedBody(request, response);
  }
  return emit.call(this, event, ...args);
};

// Lets the server tell at start-up that it runs with these rules (lib/startup.ts).
globalThis.__bodyLimitBytes = maxBodyBytes;

module.exports = { maxBodyBytes, largeBodyPrefixes, requestTimeoutMs, headersTimeoutMs };
