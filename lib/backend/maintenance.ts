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
    purgeRetention: async (periods) =>
      z
        .object({
          counts: z.record(z.string(), z.number().int()),
          resumes: z.array(z.string()),
        })
        .parse(await rpc('purge_retention', { p_periods: periods })),
  };
}
