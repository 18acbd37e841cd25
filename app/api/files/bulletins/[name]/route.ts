import { readBulletinPdf } from '@/lib/backend';
import { bulletinPdfResponse } from '@/lib/bulletins/pdf-response';

// Files change under new names only, but which exist is known at request time.
export const dynamic = 'force-dynamic';

/** A bulletin's PDF from the embedded store's folder (Supabase serves its public bucket itself). */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const requested = new URL(request.url).searchParams.get('download');
  return bulletinPdfResponse(name, await readBulletinPdf(name), requested);
}
