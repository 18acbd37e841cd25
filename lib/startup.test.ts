import { parseEnv } from './env';
import { announceMailFolder, offerRefusalPage } from './startup';

// The hand-over of the site's 413 page to scripts/server-preload.cjs, which answers on the socket
// before Next.js reads a body and cannot load TypeScript itself.

type Page = { status: number; headers: Record<string, string>; html: string };

it('hands the preload the localized refusal page with the security headers', () => {
  offerRefusalPage();
  const page = (globalThis as { __refusedBodyPage?: (pathname: string) => Page })
    .__refusedBodyPage!;
  const english = page('/en/contact');
  expect(english.status).toBe(413);
  expect(english.html).toContain('<html lang="en"');
  expect(english.html).toContain('The submission is too large');
  expect(english.headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
  expect(english.headers['content-security-policy']).toContain("default-src 'self'");
  expect(page('/contacto').html).toContain('<html lang="es"');
});

it('names the folder the e-mails are written to at start-up, and nothing with Resend', () => {
  const said: string[] = [];
  const out = { write: (text: string) => said.push(text) > 0 };
  announceMailFolder(parseEnv({ EMBEDDED_DATA_DIR: '/srv/site/.data/pglite' }), out);
  expect(said.join('')).toContain('\n  /srv/site/.data/mail\n');
  said.length = 0;
  announceMailFolder(
    parseEnv({ EMBEDDED_DATA_DIR: '/srv/x/pglite', RESEND_API_KEY: 're_test_not_a_real_key' }),
    out,
  );
  expect(said).toEqual([]);
});
