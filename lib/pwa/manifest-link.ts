import { manifestPath } from '@/lib/routing';

/**
 * Links the web app manifest from the page's head, once: Chromium then fetches it and its icon
 * and may offer installation. Called after the page has loaded, never in the server HTML (see
 * app/manifest.webmanifest/route.ts).
 */
export function linkManifest(document: Pick<Document, 'head' | 'createElement' | 'querySelector'>) {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = manifestPath;
  document.head.append(link);
}
