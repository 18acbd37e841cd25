-- Content: categories, entries (publications, blog posts, monthly bulletins), bulletin items,
-- admins and is_admin(). Applied as is to Supabase (supabase db push) and to the embedded store.

create extension if not exists unaccent with schema extensions;

-- Accent-insensitive full-text search: "credito" finds "crédito" in either language.
create text search configuration public.es_unaccent (copy = pg_catalog.spanish);
alter text search configuration public.es_unaccent
  alter mapping for hword, hword_part, word with extensions.unaccent, spanish_stem;
create text search configuration public.en_unaccent (copy = pg_catalog.english);
alter text search configuration public.en_unaccent
  alter mapping for hword, hword_part, word with extensions.unaccent, english_stem;

-- Admins -------------------------------------------------------------------------------------
create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.admins enable row level security;
-- No policy: nobody reads or writes admins through the API; is_admin() below reads it as its
-- owner, and admins are added with the service role (see README, "Deploying on Vercel with Supabase").
revoke all on public.admins from anon, authenticated;

/** Whether the calling user is an admin; false for anonymous callers. */
create function public.is_admin() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.admins where user_id = (select auth.uid()));
$$;
revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated;

-- Categories ---------------------------------------------------------------------------------
create table public.categories (
  id text primary key check (id ~ '^[a-z][a-z-]{1,39}$'),
  label_es text not null check (length(label_es) between 1 and 80),
  label_en text not null check (length(label_en) between 1 and 80),
  position smallint not null default 0
);
alter table public.categories enable row level security;
revoke all on public.categories from anon, authenticated;
grant select on public.categories to anon, authenticated;
grant insert, update, delete on public.categories to authenticated;

create policy "Everyone reads categories" on public.categories
  for select to anon, authenticated using (true);
create policy "Admins add categories" on public.categories
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit categories" on public.categories
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove categories" on public.categories
  for delete to authenticated using ((select public.is_admin()));

-- Entries ------------------------------------------------------------------------------------
create type public.entry_kind as enum ('publication', 'blog', 'bulletin');
create type public.entry_status as enum ('draft', 'published');

create table public.entries (
  id uuid primary key default gen_random_uuid(),
  kind public.entry_kind not null,
  status public.entry_status not null default 'draft',
  category_id text references public.categories (id) on update cascade on delete restrict,
  slug_es text not null check (slug_es ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug_es) <= 120),
  slug_en text check (slug_en ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug_en) <= 120),
  title_es text not null check (length(title_es) between 1 and 200),
  title_en text check (length(title_en) between 1 and 200),
  summary_es text not null check (length(summary_es) between 1 and 600),
  summary_en text check (length(summary_en) between 1 and 600),
  -- Bodies are sanitized HTML (paragraphs, headings, lists, links, emphasis, quotes).
  body_es text not null default '' check (length(body_es) <= 200000),
  body_en text check (length(body_en) <= 200000),
  author_name text check (length(author_name) <= 120),
  cover_image_path text check (length(cover_image_path) <= 300),
  issue_month date check (issue_month = date_trunc('month', issue_month)::date),
  pdf_path text check (length(pdf_path) <= 300),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- An English version is all or nothing: with a title it has a slug and a summary too.
  constraint entries_english_complete check (
    (title_en is null) = (slug_en is null) and (title_en is null) = (summary_en is null)
  ),
  constraint entries_published_dated check (status = 'draft' or published_at is not null),
  constraint entries_bulletin_month check ((kind = 'bulletin') = (issue_month is not null)),
  constraint entries_category_unless_bulletin check (kind = 'bulletin' or category_id is not null),
  search_es tsvector generated always as (
    setweight(to_tsvector('public.es_unaccent'::regconfig, title_es), 'A') ||
    setweight(to_tsvector('public.es_unaccent'::regconfig, summary_es), 'B') ||
    setweight(to_tsvector('public.es_unaccent'::regconfig, regexp_replace(body_es, '<[^>]*>', ' ', 'g')), 'C')
  ) stored,
  -- Untranslated entries are searchable in English through their Spanish text.
  search_en tsvector generated always as (
    setweight(to_tsvector('public.en_unaccent'::regconfig, coalesce(title_en, title_es)), 'A') ||
    setweight(to_tsvector('public.en_unaccent'::regconfig, coalesce(summary_en, summary_es)), 'B') ||
    setweight(to_tsvector('public.en_unaccent'::regconfig,
      regexp_replace(coalesce(body_en, body_es), '<[^>]*>', ' ', 'g')), 'C')
  ) stored
);

create unique index entries_slug_es_key on public.entries (slug_es);
-- The English page of an untranslated entry uses its Spanish slug: both must stay unique.
create unique index entries_slug_en_key on public.entries ((coalesce(slug_en, slug_es)));
create index entries_listing_idx on public.entries (status, published_at desc);
create index entries_search_es_idx on public.entries using gin (search_es);
create index entries_search_en_idx on public.entries using gin (search_en);

create function public.touch_updated_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
create trigger entries_touch_updated_at before update on public.entries
  for each row execute function public.touch_updated_at();

alter table public.entries enable row level security;
revoke all on public.entries from anon, authenticated;
grant select on public.entries to anon, authenticated;
grant insert, update, delete on public.entries to authenticated;

create policy "Visitors read published entries whose date has come" on public.entries
  for select to anon, authenticated
  using (status = 'published' and published_at <= now());
create policy "Admins read every entry" on public.entries
  for select to authenticated using ((select public.is_admin()));
create policy "Admins add entries" on public.entries
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit entries" on public.entries
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove entries" on public.entries
  for delete to authenticated using ((select public.is_admin()));

-- Bulletin items: the ordered entries a monthly bulletin gathers -------------------------------
create table public.bulletin_items (
  bulletin_id uuid not null references public.entries (id) on delete cascade,
  entry_id uuid not null references public.entries (id) on delete cascade,
  position smallint not null check (position >= 1),
  primary key (bulletin_id, entry_id),
  unique (bulletin_id, position),
  check (bulletin_id <> entry_id)
);
create index bulletin_items_entry_idx on public.bulletin_items (entry_id);

alter table public.bulletin_items enable row level security;
revoke all on public.bulletin_items from anon, authenticated;
grant select on public.bulletin_items to anon, authenticated;
grant insert, update, delete on public.bulletin_items to authenticated;

-- Visible when both ends are: the entries policy applies inside the subquery.
create policy "Visitors read items of visible bulletins" on public.bulletin_items
  for select to anon, authenticated
  using (
    exists (select 1 from public.entries b where b.id = bulletin_id)
    and exists (select 1 from public.entries e where e.id = entry_id)
  );
create policy "Admins add bulletin items" on public.bulletin_items
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit bulletin items" on public.bulletin_items
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove bulletin items" on public.bulletin_items
  for delete to authenticated using ((select public.is_admin()));
