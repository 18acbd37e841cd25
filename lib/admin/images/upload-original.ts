import 'server-only';
import { authorize, refusedRoute } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import { uploadTicketKey } from '@/lib/backend/embedded/image-files-adapter';
import { maxImageBytes } from '@/lib/images/limits';
import { boundedBody } from '@/lib/images/upload-body';
import { verifyUploadTicket } from '@/lib/images/upload-ticket';

const answer = (status: number) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The embedded store's upload of an image original: a PUT of the raw file (never a form post, so
 * the proxy's early refusal of large form posts never sees it, and no server action body carries
 * it), for a signed-in caller who may manage images, with a ticket signed for them and that path,
 * at most 20 MB counted as it arrives. The file is only stored here; the image manager's action
 * checks and processes it. On Supabase the browser uploads to Storage instead: 404.
 */
export async function uploadImageOriginal(request: Request): Promise<Response> {
  const access = await authorize('images.manage', 'api.images.upload');
  // A fetch, not a page: signed out is a plain 401 here; otherwise every staff route's answer.
  if (!access.ok)
    return access.reason === 'signedOut' ? answer(401) : refusedRoute(access.reason, '');
  const query = new URL(request.url).searchParams;
  const path = verifyUploadTicket(
    await uploadTicketKey(),
    { path: query.get('path'), expires: query.get('expires'), signature: query.get('signature') },
    access.caller.viewer.id,
  );
  if (!path) return answer(403);
  const body = await boundedBody(request, maxImageBytes);
  if (body === 'tooLarge') return answer(413);
  if (body === 'empty') return answer(400);
  try {
    const files = (await getBackend()).imageFiles(access.caller.viewer);
    return answer((await files.receiveOriginal(path, body)) ? 204 : 404);
  } catch (error) {
    // The ticket's path was used already: one upload per ticket.
    if ((error as { code?: string }).code === 'EEXIST') return answer(409);
    throw error;
  }
}
