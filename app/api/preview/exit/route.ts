import { closePreview } from '@/lib/publications/preview';

export const dynamic = 'force-dynamic';

/** Leaves the draft preview and returns to the admin area. */
export async function GET() {
  return closePreview();
}
