import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  frontConfig,
  http2Syntax,
  makeCertificate,
  nginxVersion,
  parseNginxVersion,
  spkiHash,
  trustFlags,
} from './front.mjs';
import { nginxBinary } from './nginx.mjs';

const routes = [
  { name: 'site', port: 3401, upstreamPort: 3402 },
  { name: 'reference', port: 3403, upstreamPort: 3404 },
];

const installed = (command, args) => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
// The checks against the real tools run where `npm run bench` has installed them.
const withOpenssl = installed('openssl', ['version']) ? describe : describe.skip;
const withNginx = installed(nginxBinary(), ['-v']) ? describe : describe.skip;

describe('the front’s nginx version and HTTP/2 syntax', () => {
  it('reads the version nginx -v prints', () => {
    expect(parseNginxVersion('nginx version: nginx/1.22.1\n')).toEqual([1, 22, 1]);
    expect(parseNginxVersion('nginx version: nginx/1.26.3 (Debian)')).toEqual([1, 26, 3]);
    expect(parseNginxVersion('command not found')).toBeNull();
  });

  it('puts http2 on the listen line before 1.25.1, as a directive from it on', () => {
    expect(http2Syntax([1, 22, 1])).toEqual({ listen: 'ssl http2', directive: '' });
    expect(http2Syntax([1, 25, 0]).listen).toBe('ssl http2');
    expect(http2Syntax([1, 25, 1])).toEqual({ listen: 'ssl', directive: '    http2 on;\n' });
    expect(http2Syntax([1, 27, 0]).listen).toBe('ssl');
    // Unknown: the form every nginx with HTTP/2 reads.
    expect(http2Syntax(null).listen).toBe('ssl http2');
  });
});

describe('frontConfig', () => {
  const conf = frontConfig('/tmp/f', routes, [1, 22, 1]);

  it('serves each route over TLS and HTTP/2 on loopback, proxying to its own upstream', () => {
    expect(conf).toContain('listen 127.0.0.1:3401 ssl http2;');
    expect(conf).toContain('listen 127.0.0.1:3403 ssl http2;');
    expect(conf).toMatch(/upstream site \{\s+server 127\.0\.0\.1:3402;/);
    expect(conf).toMatch(/upstream reference \{\s+server 127\.0\.0\.1:3404;/);
    expect(conf).toContain('proxy_pass http://site;');
    expect(conf).toContain('proxy_pass http://reference;');
    expect(conf).toContain('ssl_certificate /tmp/f/cert.pem;');
    expect(conf).toContain('ssl_certificate_key /tmp/f/key.pem;');
  });

  it('keeps upstream connections alive over HTTP/1.1 and passes the proxy headers', () => {
    expect(conf).toContain('keepalive 16;');
    expect(conf).toContain('proxy_http_version 1.1;');
    expect(conf).toContain('proxy_set_header Connection "";');
    expect(conf).toContain('proxy_set_header Host $http_host;');
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(conf).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });

  it('neither caches nor compresses: next start compresses, as behind Vercel', () => {
    expect(conf).toContain('gzip off;');
    expect(conf).not.toMatch(/proxy_cache\s/);
    expect(conf).not.toMatch(/gzip on|brotli/);
    expect(conf).toContain('daemon off;');
  });

  it('uses the http2 directive on a newer nginx', () => {
    const newer = frontConfig('/tmp/f', routes, [1, 26, 3]);
    expect(newer).toContain('listen 127.0.0.1:3401 ssl;');
    expect(newer).toContain('http2 on;');
    expect(newer).not.toContain('ssl http2');
  });
});

describe('trustFlags', () => {
  it('pins Chromium to the front’s key instead of ignoring every certificate error', () => {
    expect(trustFlags('abc=')).toEqual(['--ignore-certificate-errors-spki-list=abc=']);
    expect(trustFlags('abc=').join(' ')).not.toMatch(/--ignore-certificate-errors(\s|$)/);
    expect(trustFlags(null)).toEqual([]);
  });
});

withOpenssl('the run’s certificate', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bench-front-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is a P-256 certificate for localhost and 127.0.0.1', () => {
    const { cert } = makeCertificate(dir);
    const text = execFileSync('openssl', ['x509', '-in', cert, '-noout', '-text'], {
      encoding: 'utf8',
    });
    expect(text).toContain('prime256v1');
    expect(text).toMatch(/DNS:localhost, IP Address:127\.0\.0\.1/);
  });

  it('has the SPKI hash Chromium computes (openssl’s recipe for the flag)', () => {
    const { cert, pem } = makeCertificate(dir);
    const der = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout'], {
      encoding: 'utf8',
    });
    const spki = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: der });
    const digest = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: spki });
    expect(spkiHash(pem)).toBe(digest.toString('base64'));
  });
});

(installed('openssl', ['version']) ? withNginx : describe.skip)('the installed nginx', () => {
  it('accepts the generated configuration (nginx -t)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-front-test-'));
    try {
      mkdirSync(path.join(dir, 'tmp'));
      makeCertificate(dir);
      const conf = path.join(dir, 'nginx.conf');
      writeFileSync(conf, frontConfig(dir, routes, nginxVersion()));
      execFileSync(
        nginxBinary(),
        ['-t', '-q', '-p', dir, '-c', conf, '-e', path.join(dir, 'e.log')],
        {
          stdio: 'pipe',
        },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
