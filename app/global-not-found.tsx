import type { Metadata } from 'next';
import { HeaderLanguageToggle } from '@/components/layout/header-language-toggle';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { site } from '@/lib/site';
import { fontVariables } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: `Página no encontrada · Page not found | ${site.name}`,
  robots: { index: false },
};

/**
 * The 404 page of every unmatched URL outside /en. It is rendered once, outside any [locale],
 * and cannot see the path, so it speaks Spanish (the default) first, then English. An unmatched
 * /en/… path never gets here: a fallback rewrite (lib/routing/rewrites.ts, fallbackRewriteRules) sends it
 * to the English 404 of app/[locale]/not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <html lang="es" className={fontVariables}>
      <body className="flex min-h-screen flex-col">
        {/* The site's own header and footer, so a lost visitor can navigate on from here. */}
        <SiteHeader locale="es" languageToggle={<HeaderLanguageToggle locale="es" />} />
        <main id="main" className="flex-1">
          <NotFoundContent locale="es" />
        </main>
        <SiteFooter locale="es" />
      </body>
    </html>
  );
}
