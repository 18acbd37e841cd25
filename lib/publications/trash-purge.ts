import 'server-only';
import { getBackend } from '@/lib/backend';
import { log } from '@/lib/log';

const trashLog = log.child({ module: 'trash' });

/**
 * Deletes for good what has been in the trash for more than 30 days (the scheduled job's, with
 * the server's own authority) and logs what went: ids, kinds and slugs, never a title. Answers
 * how many entries were purged. Their pages already answer 404; the removed-notice cached for a
 * purged slug expires on its own within five minutes.
 */
export async function purgeDueTrash(): Promise<number> {
  const purged = await (await getBackend()).maintenance.purgeTrash();
  if (purged.length > 0)
    trashLog.info(
      {
        purged: purged.length,
        entries: purged.map(({ id, kind, slugs, deletedAt }) => ({ id, kind, slugs, deletedAt })),
      },
      'Trash purged',
    );
  return purged.length;
}
