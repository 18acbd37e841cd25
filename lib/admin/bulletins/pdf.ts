import 'server-only';
import { getBackend } from '@/lib/backend';
import type { AdminContent, Viewer } from '@/lib/backend/types';
import { log } from '@/lib/log';

/**
 * Removes a deleted bulletin's PDF from storage unless another bulletin still links it (names
 * are content hashes: two bulletins given the same file share it). A replaced PDF is kept
 * instead: the bulletin's revisions may point at it and be loaded again. A failure here is
 * logged, never the admin's problem: the bulletin is gone either way.
 */
export async function forgetUnusedBulletinPdf(
  content: AdminContent,
  viewer: Viewer,
  pdfPath: string,
): Promise<void> {
  try {
    const rows = await content.listEntries('bulletin', '');
    const others = await Promise.all(rows.map((row) => content.getEntry(row.id)));
    const name = (path: string | null) => path?.split('?')[0];
    if (
      others.some(
        (entry) =>
          entry?.kind === 'bulletin' &&
          Object.values(entry.pdfPaths).some((path) => name(path) === name(pdfPath)),
      )
    )
      return;
    await (await getBackend()).bulletinFiles(viewer).remove(pdfPath);
  } catch (error) {
    log.error({ err: error, pdfPath }, 'A deleted bulletin’s PDF was not removed');
  }
}
