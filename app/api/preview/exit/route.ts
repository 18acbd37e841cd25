import { draftMode } from 'next/headers';
import { adminPaths } from '@/lib/routing';

export const dynamic = 'force-dynamic';

/** Leaves the draft preview: clears the draft-mode cookie and returns to the admin area. */
export async function GET() {
  (await draftMode()).disable();
  // A relative Location: the host as the browser knows it, whatever proxy stands in front.
  return new Response(null, {
    status: 303,
    headers: { Location: adminPaths.dashboard, 'Cache-Control': 'private, no-store' },
  });
}
