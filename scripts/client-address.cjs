// Preloaded into `next start` (node --require): makes X-Forwarded-For end with the address of the
// socket the request came in on, as a proxy that appends does. Next.js itself fills the header
// from the socket only when it is absent, so a client that sends its own value would otherwise
// choose the address the rate limits count it under. lib/http/client-address.ts then reads the
// entry TRUSTED_PROXY_HOPS places from the right. Vercel runs no `next start` and has its own header.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS: node --require loads it before any ES module
const http = require('node:http');

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithClientAddress(event, request, ...rest) {
  if (event === 'request' && request && request.headers && request.socket) {
    const socket = request.socket.remoteAddress;
    if (socket) {
      const sent = request.headers['x-forwarded-for'];
      request.headers['x-forwarded-for'] = sent ? `${sent}, ${socket}` : socket;
    }
  }
  return emit.call(this, event, request, ...rest);
};

// Lets the server tell at start-up whether it runs with this rule (lib/forms/server.ts).
globalThis.__clientAddressFromSocket = true;
