// The HTTP/2 + TLS front: nginx terminating TLS with a certificate made for this run, speaking
// HTTP/2 to the browser and HTTP/1.1 (kept alive) to `next start` behind it, as production serves
// the site (one HTTPS connection per origin, HTTP/2). Lighthouse's mobile simulation charges every
// new connection a handshake; served over plain HTTP/1.1, the browser opens six to one origin,
// which production never pays. The front adds no cache and no compression of its own: `next start`
// compresses (gzip) as it would behind Vercel's edge, which compresses too.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { nginxBinary, nginxPreamble, startNginxIn } from './nginx.mjs';
import { HOST } from './servers.mjs';

/** "nginx version: nginx/1.22.1" (what `nginx -v` prints on stderr) → [1, 22, 1]; null if unknown. */
export function parseNginxVersion(text) {
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text ?? '');
  return match ? match.slice(1, 4).map(Number) : null;
}

/** The installed nginx's version, or null. */
export function nginxVersion(binary = nginxBinary()) {
  try {
    // `nginx -v` writes to stderr and exits 0.
    const out = execFileSync(binary, ['-v'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return parseNginxVersion(out);
  } catch (error) {
    return parseNginxVersion(`${error.stderr ?? ''}`);
  }
}

/**
 * nginx 1.25.1 moved HTTP/2 from a `listen` parameter to the `http2 on;` directive (the parameter
 * still works there, with a warning). Debian 12 ships 1.22: the parameter. An unknown version
 * gets the parameter, which every version with HTTP/2 reads.
 */
export function http2Syntax(version) {
  const [major = 0, minor = 0, patch = 0] = version ?? [];
  const modern = major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
  return modern
    ? { listen: 'ssl', directive: '    http2 on;\n' }
    : { listen: 'ssl http2', directive: '' };
}

/**
 * The front's configuration: one TLS + HTTP/2 server per route, each proxying to one loopback
 * upstream (`{ name, port, upstreamPort }`). Everything lives under `dir`; no daemon, no access
 * log, loopback only.
 */
export function frontConfig(dir, routes, version) {
  const { listen, directive } = http2Syntax(version);
  const blocks = routes.map(
    ({ name, port, upstreamPort }) => `  upstream ${name} {
    server ${HOST}:${upstreamPort};
    # Connections to next start are reused, as a production proxy's are.
    keepalive 16;
  }
  server {
    listen ${HOST}:${port} ${listen};
${directive}    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Streamed HTML reaches the browser as next start flushes it.
      proxy_buffering off;
    }
  }
`,
  );
  return `${nginxPreamble(dir, 1)}  # next start compresses its answers itself; the front passes them through unchanged.
  gzip off;
  ssl_certificate ${dir}/cert.pem;
  ssl_certificate_key ${dir}/key.pem;
  ssl_protocols TLSv1.2 TLSv1.3;
${blocks.join('')}}
`;
}

/**
 * A self-signed P-256 certificate for localhost and 127.0.0.1, valid one day, made with openssl
 * into `dir` (cert.pem, key.pem). The key never leaves the run's temporary folder.
 */
export function makeCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=DNS:localhost,IP:${HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

/**
 * The base64 SHA-256 of the certificate's SubjectPublicKeyInfo: what Chromium's
 * `--ignore-certificate-errors-spki-list` takes, so that the browser trusts this one key and
 * still refuses any other bad certificate.
 */
export function spkiHash(pem) {
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/** The Chromium flag that trusts the front's certificate, and only it. */
export function trustFlags(hash) {
  return hash ? [`--ignore-certificate-errors-spki-list=${hash}`] : [];
}

/**
 * Makes the certificate and the configuration in a fresh temporary folder. Returns what starting
 * the front needs and what Chromium and the readiness probe must trust.
 */
export function prepareFront(routes) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-front-'));
  // The folder holds the certificate's private key: gone when the run ends, however it ends
  // (the 'exit' handlers run on an error and on Ctrl-C too, see installCleanup).
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'tmp'));
  const certificate = makeCertificate(dir);
  const binary = nginxBinary();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, frontConfig(dir, routes, nginxVersion(binary)));
  return { dir, conf, binary, pem: certificate.pem, spki: spkiHash(certificate.pem) };
}

/** Starts the prepared front; returns the process handle. */
export function startFront(front) {
  return startNginxIn('front', front.binary, front.dir, front.conf);
}

/**
 * GET `url` trusting the certificate `pem` (and nothing else self-signed): the status and body,
 * for readiness checks and warm-ups through the front.
 */
export function getTrusting(pem, url, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca: pem, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url}`)));
    request.on('error', reject);
  });
}
