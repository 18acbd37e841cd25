import 'server-only';
import { getBackend } from '@/lib/backend';
import { log } from '@/lib/log';

const inboxLog = log.child({ module: 'inbox' });

/**
 * Deletes for good what was marked as spam more than 30 days ago (the scheduled job's, with the
 * server's own authority), then the CVs of the applications that went; logs counts only, never
 * a name. A CV that cannot be removed is logged and left; its row is gone already.
 */
export async function purgeDueSpam(): Promise<number> {
  const { maintenance, forms } = await getBackend();
  const purged = await maintenance.purgeSpam();
  for (const name of purged.resumes)
    await forms.deleteResume(name).catch((error: unknown) => {
      inboxLog.error({ err: error, resume: name }, 'A purged application’s CV was not removed');
    });
  const total = purged.leads + purged.applications;
  if (total > 0)
    inboxLog.info({ leads: purged.leads, applications: purged.applications }, 'Spam purged');
  return total;
}
