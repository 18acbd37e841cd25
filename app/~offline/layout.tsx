import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { brandColors, site } from '@/lib/site';
import { fontVariables } from '../fonts';
import '../globals.css';

export const metadata: Metadata = {
  title: `Sin conexión · Offline | ${site.name}`,
  robots: { index: false },
};

export const viewport: Viewport = { themeColor: brandColors.navy };

/**
 * The offline page's own root: it lives outside [locale] because the service worker shows this
 * one page, in both languages, for any page it cannot fetch.
 */
export default function OfflineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es" className={fontVariables}>
      <body className="flex min-h-screen flex-col">{children}</body>
    </html>
  );
}
