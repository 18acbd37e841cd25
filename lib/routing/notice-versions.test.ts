import { noticeVersionOf, noticeVersionPathFor, rewriteRules, switchLocalePath } from '.';

// Next.js's own copy of path-to-regexp (untyped), so a source is read exactly as Next.js reads it.
const { pathToRegexp } = jest.requireActual<{
  pathToRegexp: (source: string, keys: unknown[]) => RegExp;
}>('next/dist/compiled/path-to-regexp');

// The privacy texts' versions in the routing table: their addresses in each language, the
// rewrites that serve them (read as Next.js reads a source), and the language switch between them.

function rewrite(pathname: string): string | null {
  for (const rule of rewriteRules()) {
    const match = pathToRegexp(rule.source, []).exec(pathname);
    if (match) return rule.destination.replace(':version', match[1] ?? '');
  }
  return null;
}

describe('the privacy texts’ versions in the routing table', () => {
  it('gives each version a stable address in each language', () => {
    expect(noticeVersionPathFor('privacyPolicy', '2026-10-01', 'es')).toBe(
      '/politica-de-privacidad/v/2026-10-01',
    );
    expect(noticeVersionPathFor('privacyPolicy', '2026-10-01', 'en')).toBe(
      '/en/privacy-policy/v/2026-10-01',
    );
    expect(noticeVersionPathFor('privacyNotice', '2026-10-01', 'es')).toBe(
      '/aviso-de-privacidad/v/2026-10-01',
    );
  });

  it('serves the Spanish paths and the English alias from the version’s page', () => {
    expect(rewrite('/politica-de-privacidad/v/2026-10-01')).toBe('/es/privacy-policy/v/2026-10-01');
    expect(rewrite('/privacy-policy/v/2026-10-01')).toBe('/en/privacy-policy/v/2026-10-01');
    expect(rewrite('/aviso-de-privacidad/v/2026-10-01')).toBe('/es/privacy-notice/v/2026-10-01');
    expect(rewrite('/politica-de-privacidad/v/..%2Fadmin')).toBeNull();
    expect(rewrite('/politica-de-privacidad/v/2026-10-01/x')).toBeNull();
  });

  it('switches language to the same version', () => {
    expect(noticeVersionOf('/privacy-policy/v/2026-10-01')).toEqual({
      screen: 'privacyPolicy',
      version: '2026-10-01',
    });
    expect(switchLocalePath('/politica-de-privacidad/v/2026-10-01', 'en')).toBe(
      '/en/privacy-policy/v/2026-10-01',
    );
    expect(switchLocalePath('/en/privacy-notice/v/2026-10-01', 'es')).toBe(
      '/aviso-de-privacidad/v/2026-10-01',
    );
    expect(noticeVersionOf('/nosotros/v/2026-10-01')).toBeNull();
  });
});
