import { getManifest } from '@/lib/pwa/manifest';

// A route handler, not Next.js's app/manifest.ts: that convention puts <link rel="manifest"> in
// every page's HTML, and Chromium then fetches the manifest and its 192 px icon at high priority
// while the page loads, competing with the page's own requests on a slow phone. The public
// layout links it once the page has loaded
// (components/pwa/pwa-prompts.tsx). Built once, at build time.
export const dynamic = 'force-static';

export async function GET() {
  return Response.json(await getManifest(), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
