import type { RequestClock } from './clock';
import { isReclamo } from './deadlines';
import type { RequestKind, RequestStatus } from './options';

/**
 * The moves the request page offers from `status`: the same rules admin_move_data_request keeps
 * (which decides); the page only leaves out what the database would refuse.
 */
export function nextMoves(
  status: RequestStatus,
  kind: RequestKind,
  extended: boolean,
  clock: RequestClock,
): RequestStatus[] {
  switch (status) {
    case 'received':
    case 'in_progress':
      return [
        ...(status === 'received' ? (['in_progress'] as const) : []),
        ...(!extended && !clock.overdue ? (['extended'] as const) : []),
        ...(isReclamo(kind) ? (['incomplete'] as const) : []),
        'answered',
        'rejected',
      ];
    case 'extended':
      return ['answered', 'rejected'];
    case 'incomplete':
      return clock.withdrawable ? ['in_progress', 'withdrawn'] : ['in_progress'];
    default:
      return [];
  }
}
