import { readImageFile } from '@/lib/backend';
import { imageFileResponse } from '@/lib/images/file-response';

// Files change under new names only, but which exist is known at request time.
export const dynamic = 'force-dynamic';

/**
 * An image manager's public file from this site's own origin (the embedded store's folder or
 * Supabase's public `images` bucket), so public pages keep `img-src 'self'`.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  return imageFileResponse(name, await readImageFile(name));
}
