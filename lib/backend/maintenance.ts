import { z } from 'zod';
import type { Rpc } from './rpc-error';
import { mapPurged } from './trash-mappers';
import type { Maintenance } from './types';

/**
 * The scheduled job's housekeeping, written once for both adapters over an `rpc` with the
 * server's own authority (the service role): `purge_trash` is granted to nobody else.
 */
export function maintenance(rpc: Rpc): Maintenance {
  return {
    purgeTrash: async () => mapPurged(await rpc('purge_trash', {})),
    purgeSpam: async () =>
      z
        .object({
          leads: z.number().int(),
          applications: z.number().int(),
          resumes: z.array(z.string()),
        })
        .parse(await rpc('purge_spam', {})),
    // The inbox's, the outbox's, the newsletter's and the audit trail's rules, then the data
    // requests' (their own function, same contract): one report of every rule's count.
    purgeRetention: async (periods) => {
      const purged = z
        .object({
          counts: z.record(z.string(), z.number().int()),
          resumes: z.array(z.string()),
        })
        .parse(await rpc('purge_retention', { p_periods: periods }));
      const requests = z
        .record(z.string(), z.number().int())
        .parse(await rpc('purge_data_requests', { p_periods: periods }));
      return { counts: { ...purged.counts, ...requests }, resumes: purged.resumes };
    },
  };
}
