import { teamMemberById, type TeamMember } from '@/lib/content/team';
import type { EntryCard } from './types';

/**
 * The team member who wrote an entry, found by its author id: the one source of every byline,
 * author link, structured-data `Person` and feed author, so what the editor chose is what every
 * page shows. An id the team does not know (a lawyer who left) names nobody: no byline at all,
 * rather than a name that links nowhere.
 */
export function entryAuthor(entry: Pick<EntryCard, 'authorId'>): TeamMember | null {
  return teamMemberById(entry.authorId) ?? null;
}
