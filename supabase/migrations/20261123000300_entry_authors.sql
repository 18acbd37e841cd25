-- Entry authors: each entry names the lawyer who wrote it by the team member's id (the slug of
-- their profile page, lib/content/team.ts), not by a name string that a typo or a change of
-- spelling would silently unlink. The team lives in the site's code, not in this database, so no
-- foreign key can hold the id: the site links an author only when the id is one of the team's,
-- and a Jest test checks that every seeded id is.

alter table public.entries
  add column author_id text
    check (author_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(author_id) <= 80);

create index entries_author_idx on public.entries (author_id, published_at desc)
  where author_id is not null;

-- Entries written before this column existed: the team's ids are their names, unaccented,
-- lowercased and hyphenated, so the name already names the id. A name that is not a team
-- member's gets an id the site does not recognise and is shown unlinked, as before.
update public.entries
   set author_id = trim(both '-' from
         regexp_replace(lower(extensions.unaccent(author_name)), '[^a-z0-9]+', '-', 'g'))
 where author_id is null and author_name is not null and author_name ~ '[[:alnum:]]';

/** An entry as a card in `p_locale`, now with its author's id (see 20261122000300). */
create or replace function public.entry_card(e public.entries, p_locale text) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'id', e.id,
    'kind', e.kind,
    'category_id', e.category_id,
    'slug', case when p_locale = 'en' then coalesce(e.slug_en, e.slug_es) else e.slug_es end,
    'title', case when p_locale = 'en' then coalesce(e.title_en, e.title_es) else e.title_es end,
    'summary', case when p_locale = 'en' then coalesce(e.summary_en, e.summary_es) else e.summary_es end,
    'translated', p_locale <> 'en' or e.title_en is not null,
    'author_name', e.author_name,
    'author_id', e.author_id,
    'issue_month', e.issue_month,
    'published_at', e.published_at,
    'updated_at', e.updated_at
  );
$$;

/**
 * The newest publications and blog posts written by `p_author_id`, for the author's profile page.
 * Security invoker, like the other reads: the entries policies decide what each visitor sees.
 */
create function public.list_entries_by_author(p_author_id text, p_locale text, p_limit integer default 6)
  returns jsonb
  language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(public.entry_card(mine.e, p_locale) order by (mine.e).published_at desc, (mine.e).id), '[]'::jsonb)
    from (
      select e from public.entries as e
       where e.author_id = p_author_id and e.kind in ('publication', 'blog')
       order by e.published_at desc, e.id
       limit least(greatest(coalesce(p_limit, 6), 1), 50)
    ) as mine;
$$;

revoke execute on function public.list_entries_by_author(text, text, integer) from public;
grant execute on function public.list_entries_by_author(text, text, integer) to anon, authenticated;
