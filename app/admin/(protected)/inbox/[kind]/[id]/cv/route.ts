import { resumeDownload } from '@/lib/admin/inbox/resume-download';

export const dynamic = 'force-dynamic';

/** An application's CV, for an admin only, recorded in the audit trail (lib/admin/inbox/resume-download.ts). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ kind: string; id: string }> },
) {
  const { kind, id } = await params;
  if (kind !== 'application')
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return resumeDownload(id);
}
