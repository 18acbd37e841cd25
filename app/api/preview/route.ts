import { openPreview } from '@/lib/publications/preview';

export const dynamic = 'force-dynamic';

/** Draft preview of an entry's public page, for a signed-in admin (lib/publications/preview.ts). */
export async function GET(request: Request) {
  return openPreview(new URL(request.url));
}
