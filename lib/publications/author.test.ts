import { draft, saved, useEditorsFixture, values } from '@/lib/backend/editors/fixture';
import { teamMembers } from '@/lib/content/team';
import { entryAuthor } from './author';

// The author an editor chooses is the one every public read names: the entry's page, the lists
// and the feed take the name from the team by the saved author id, and the database keeps no
// second, free-text name that could disagree.

describe('an entry’s author', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();
  const lawyer = teamMembers[2]!;

  it('is stored only as a team id: no author name column, no name in the cards', async () => {
    expect(
      await fx.owner(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'entries' and column_name like 'author%'`,
      ),
    ).toEqual([{ column_name: 'author_id' }]);
    const [card] = await fx.owner<{ keys: string[] }>(
      `select array(select jsonb_object_keys(public.entry_card(e, 'es')) order by 1) as keys
         from public.entries as e limit 1`,
    );
    expect(card?.keys).toContain('author_id');
    expect(card?.keys).not.toContain('author_name');
  });

  it('saved through the editor, is the team member the page, the lists and the feed name', async () => {
    const input = draft({ authorId: lawyer.id });
    saved(await fx.admin.saveEntry(values(input)));

    const page = await fx.backend.getEntry('es', input.slugEs);
    expect(page && entryAuthor(page)?.name).toBe(lawyer.name);
    const pageEn = await fx.backend.getEntry('en', input.slugEn);
    expect(pageEn && entryAuthor(pageEn)?.name).toBe(lawyer.name);

    const latest = await fx.backend.listLatestEntries('es', [], 50);
    const listed = latest.find((card) => card.slug === input.slugEs);
    expect(listed && entryAuthor(listed)?.name).toBe(lawyer.name);
    const mine = await fx.backend.listEntriesByAuthor(lawyer.id, 'en', 50);
    expect(mine.map((card) => card.slug)).toContain(input.slugEn);
  });

  it('names nobody when the entry has no author or the team does not know the id', () => {
    expect(entryAuthor({ authorId: null })).toBeNull();
    expect(entryAuthor({ authorId: 'alguien-que-se-fue' })).toBeNull();
  });
});
