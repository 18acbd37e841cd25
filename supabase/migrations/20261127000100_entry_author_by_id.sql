-- An entry's author is the team member its author_id names, and nothing else: the byline, the
-- profile link, the structured data, the lists and the feeds all take the name from the team
-- (lib/content/team.ts). The free-text author_name column, which the editor never wrote, goes,
-- so a saved entry can no longer show one author in the editor and another (or none) on its page.

/** An entry as a card in `p_locale`; its author only by id (see 20261123000300). */
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
    'author_id', e.author_id,
    'issue_month', e.issue_month,
    'published_at', e.published_at,
    'updated_at', e.updated_at
  );
$$;

-- The function above no longer reads the column; nothing else does.
alter table public.entries drop column author_name;
