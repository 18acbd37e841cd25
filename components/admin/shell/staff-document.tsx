import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { fontVariables } from '@/app/fonts';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { brandColors, site } from '@/lib/site';

/** The staff pages' metadata: titled in the admin's language, never indexed or followed. */
export async function staffMetadata(): Promise<Metadata> {
  const t = adminTranslator(await adminLocale());
  return {
    title: { default: `${t('meta.area')} | ${site.name}`, template: `%s | ${site.name}` },
    robots: { index: false, follow: false },
  };
}

export const staffViewport: Viewport = { themeColor: brandColors.navy };

/**
 * The document of the staff's pages (app/login and app/admin are root layouts of their own,
 * outside [locale]: the admin's language is their saved choice, not a path segment). Same tokens
 * and fonts as the public site, without its header, footer or install prompts.
 */
export async function StaffDocument({ children }: { children: ReactNode }) {
  const locale = await adminLocale();
  return (
    <html lang={locale} className={fontVariables}>
      <body className="flex min-h-screen flex-col bg-paper text-ink-950">{children}</body>
    </html>
  );
}
