import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { pathFor, type Locale, type Route } from '../../lib/routing';

// The RSC payload inlined in every page is most of its HTML: these hold the trims
// made to it, on the prerendered pages as visitors get them.

/** The RSC payload inlined in a page: the strings its `self.__next_f.push([1, …])` scripts add. */
function inlinePayload(html: string): string {
  let payload = '';
  for (const [, args] of html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)) {
    const [kind, chunk] = JSON.parse(args!) as [number, string?];
    if (kind === 1 && chunk) payload += chunk;
  }
  return payload;
}

const pages: Array<{ route: Route; locale: Locale }> = [
  { route: { screen: 'home' }, locale: 'es' },
  { route: { screen: 'about' }, locale: 'es' },
  { route: { screen: 'services' }, locale: 'en' },
  { route: { screen: 'service', service: 'tax' }, locale: 'es' },
  { route: { screen: 'careers' }, locale: 'en' },
  { route: { screen: 'contact' }, locale: 'es' },
  { route: { screen: 'privacyPolicy' }, locale: 'en' },
];

for (const { route, locale } of pages) {
  const path = pathFor(route, locale);
  const errors = (locale === 'es' ? es : en).Forms.errors;
  test.describe(`the RSC payload of ${path}`, () => {
    let payload = '';
    test.beforeAll(async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      payload = inlinePayload(await response.text());
      expect(payload.length).toBeGreaterThan(1000);
    });

    // Next.js renders a root layout with a second slot once more, as its not-found fallback
    // (app/[locale]/layout.tsx): that copy holds the 404 content only.
    test('carries the header and the footer once', () => {
      expect(payload.match(/"data-site-header":true/g)).toHaveLength(1);
      expect(payload.match(/"data-site-footer":true/g)).toHaveLength(1);
    });

    test('uses no sentence as an element key', () => {
      const keys = [...payload.matchAll(/\["\$","[^"]+","((?:[^"\\]|\\.)*)",\{/g)].map(
        ([, key]) => key!,
      );
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => key.split(' ').length >= 6)).toEqual([]);
    });

    // The contact and career forms carry their own messages, the other forms' among them.
    if (route.screen !== 'contact' && route.screen !== 'careers') {
      test('sends the newsletter sign-up only its own messages', () => {
        expect(payload).toContain(errors.newsletterFailed);
        expect(payload).not.toContain(errors.resumeTooLarge);
        expect(payload).not.toContain(errors.contactFailed);
      });
    }
  });
}
