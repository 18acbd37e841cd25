-- The admin's editors (issue 12): optimistic versions, SEO texts per language, one bulletin per
-- month, the slug history that keeps old links working, revisions, and the admin_* functions
-- the editors call. Applied to Supabase and to the embedded store alike.
--
-- The admin_* functions run as the caller (security invoker): the entries policies and grants
-- decide, as for the public reads. Each still starts by refusing a non-admin with 42501 itself,
-- so a signed-in non-admin gets "permission denied" rather than an empty answer or a confusing
-- check violation from a policy. Errors the app turns into messages are raised as P0001 with
-- the code as the message (stale_version, slug_taken_es, slug_taken_en, month_taken, bad_items,
-- category_taken).

-- Entries: version, SEO texts, one bulletin per month -----------------------------------------

alter table public.entries
  add column version integer not null default 1 check (version >= 1),
  -- Empty means unset: the save functions store '' as null, so a length of 0 never reaches here.
  add column seo_title_es text check (length(seo_title_es) between 1 and 70),
  add column seo_title_en text check (length(seo_title_en) between 1 and 70),
  add column seo_description_es text check (length(seo_description_es) between 1 and 160),
  add column seo_description_en text check (length(seo_description_en) between 1 and 160),
  -- English SEO texts belong to an English version.
  add constraint entries_english_seo_needs_english check (
    title_en is not null or (seo_title_en is null and seo_description_en is null)
  );

-- Two editors saving the same entry: each save names the version it started from, and every
-- update (through the functions or not) moves the version on, so the later save is refused.
create function public.bump_entry_version() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.version := old.version + 1;
  return new;
end;
$$;
create trigger entries_bump_version before update on public.entries
  for each row execute function public.bump_entry_version();

create unique index entries_bulletin_month_key on public.entries (issue_month)
  where kind = 'bulletin';

-- Slug history -----------------------------------------------------------------------------------
-- A published entry's old slugs, per language, so old links answer a permanent redirect to the
-- entry's current slug. A current slug always wins: saving a slug that sits here removes the row.
create table public.entry_slugs (
  locale text not null check (locale in ('es', 'en')),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  entry_id uuid not null references public.entries (id) on delete cascade,
  retired_at timestamptz not null default now(),
  primary key (locale, slug)
);
create index entry_slugs_entry_idx on public.entry_slugs (entry_id);

alter table public.entry_slugs enable row level security;
revoke all on public.entry_slugs from anon, authenticated;
grant select on public.entry_slugs to anon, authenticated;
grant insert, update, delete on public.entry_slugs to authenticated;

-- Visible exactly when its entry is: the entries policy applies inside the subquery, so a draft,
-- scheduled or deleted entry's old slugs lead nowhere.
create policy "Visitors read old slugs of visible entries" on public.entry_slugs
  for select to anon, authenticated
  using (exists (select 1 from public.entries e where e.id = entry_id));
create policy "Admins add old slugs" on public.entry_slugs
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit old slugs" on public.entry_slugs
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove old slugs" on public.entry_slugs
  for delete to authenticated using ((select public.is_admin()));

-- Revisions --------------------------------------------------------------------------------------
-- One row per save: the entry as the editor's form holds it, who saved it and when.
create table public.entry_revisions (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid not null references public.entries (id) on delete cascade,
  version integer not null check (version >= 1),
  saved_at timestamptz not null default now(),
  saved_by uuid,
  saved_by_email text,
  snapshot jsonb not null,
  unique (entry_id, version)
);

alter table public.entry_revisions enable row level security;
-- Admins read; nobody writes through the API. record_entry_revision() below writes, as its owner,
-- a snapshot it takes itself, so a revision cannot claim text or an author that was never saved.
revoke all on public.entry_revisions from anon, authenticated;
grant select on public.entry_revisions to authenticated;
create policy "Admins read revisions" on public.entry_revisions
  for select to authenticated using ((select public.is_admin()));

-- Shapes --------------------------------------------------------------------------------------------

/**
 * An entry in the shape the editors send it (admin_save_entry's p_entry, admin_save_bulletin's
 * p_bulletin), with its kind: what a revision stores and what admin_get_entry answers.
 */
create function public.entry_snapshot(e public.entries) returns jsonb
  language sql stable set search_path = ''
as $$
  select case when e.kind = 'bulletin' then
    jsonb_build_object(
      'kind', e.kind,
      'issue_month', e.issue_month,
      'status', e.status,
      'published_at', e.published_at,
      'title_es', e.title_es, 'slug_es', e.slug_es, 'summary_es', e.summary_es,
      'title_en', e.title_en, 'slug_en', e.slug_en, 'summary_en', e.summary_en,
      'pdf_path', e.pdf_path,
      'item_ids', coalesce((
        select jsonb_agg(bi.entry_id order by bi.position)
          from public.bulletin_items as bi where bi.bulletin_id = e.id), '[]'::jsonb),
      'version', e.version)
  else
    jsonb_build_object(
      'kind', e.kind,
      'category_id', e.category_id,
      'author_id', e.author_id,
      'status', e.status,
      'published_at', e.published_at,
      'title_es', e.title_es, 'slug_es', e.slug_es, 'summary_es', e.summary_es, 'body_es', e.body_es,
      'seo_title_es', e.seo_title_es, 'seo_description_es', e.seo_description_es,
      'title_en', e.title_en, 'slug_en', e.slug_en, 'summary_en', e.summary_en, 'body_en', e.body_en,
      'seo_title_en', e.seo_title_en, 'seo_description_en', e.seo_description_en,
      'version', e.version)
  end;
$$;

/** An entry as a row of the admin's lists and dashboard. */
create function public.admin_entry_row(e public.entries) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'id', e.id,
    'kind', e.kind,
    'status', e.status,
    'title_es', e.title_es,
    'title_en', e.title_en,
    'has_en', e.title_en is not null,
    'published_at', e.published_at,
    'updated_at', e.updated_at,
    'scheduled', e.status = 'published' and e.published_at > now()
  );
$$;

/** Refuses (42501) anybody but an admin with a live session. */
create function public.require_admin() returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
end;
$$;

/**
 * Stores a revision of the entry as it is now (after a save), with the caller as its author.
 * Security definer because nobody may write revisions directly; it takes the snapshot itself
 * from the row, so calling it can only record the truth, once per version.
 */
create function public.record_entry_revision(p_entry_id uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  insert into public.entry_revisions (entry_id, version, saved_by, saved_by_email, snapshot)
  select e.id, e.version, (select auth.uid()), nullif((select auth.jwt() ->> 'email'), ''),
         public.entry_snapshot(e)
    from public.entries as e
   where e.id = p_entry_id
  on conflict (entry_id, version) do nothing;
end;
$$;

-- Slugs -----------------------------------------------------------------------------------------

/**
 * Raises slug_taken_es / slug_taken_en when another entry's current slug is the one `p_id` would
 * answer at. Spanish pages answer at slug_es; English pages at slug_en, or at slug_es when there
 * is no English version (the unique indexes of 20261122000100 say the same), so an untranslated
 * entry's Spanish slug is also checked against every English slug, and reported as Spanish:
 * that is the field the editor typed.
 */
create function public.check_entry_slugs(p_id uuid, p_slug_es text, p_slug_en text) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if exists (select 1 from public.entries e
              where e.slug_es = p_slug_es and e.id is distinct from p_id) then
    raise exception 'slug_taken_es' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.entries e
              where coalesce(e.slug_en, e.slug_es) = coalesce(p_slug_en, p_slug_es)
                and e.id is distinct from p_id) then
    raise exception '%', case when p_slug_en is null then 'slug_taken_es' else 'slug_taken_en' end
      using errcode = 'P0001';
  end if;
end;
$$;

/**
 * After a save: the slugs the entry answers at now leave the history (whoever held them: the
 * current slug wins), and, when the entry was public before the save, the slugs it answered at
 * then go into it, so old links lead to the new ones.
 */
create function public.retire_entry_slugs(p_old public.entries, p_new public.entries) returns void
  language plpgsql volatile set search_path = ''
as $$
declare
  v_old_en text;
  v_new_en text := coalesce(p_new.slug_en, p_new.slug_es);
begin
  delete from public.entry_slugs
   where (locale = 'es' and slug = p_new.slug_es) or (locale = 'en' and slug = v_new_en);
  -- Only links visitors could have followed are kept: a draft or a scheduled entry had none.
  if p_old.id is null or p_old.status <> 'published' or p_old.published_at > now() then
    return;
  end if;
  v_old_en := coalesce(p_old.slug_en, p_old.slug_es);
  if p_old.slug_es <> p_new.slug_es then
    insert into public.entry_slugs (locale, slug, entry_id) values ('es', p_old.slug_es, p_new.id)
    on conflict (locale, slug) do update set entry_id = excluded.entry_id, retired_at = now();
  end if;
  if v_old_en <> v_new_en then
    insert into public.entry_slugs (locale, slug, entry_id) values ('en', v_old_en, p_new.id)
    on conflict (locale, slug) do update set entry_id = excluded.entry_id, retired_at = now();
  end if;
end;
$$;

/** What a save answers: the entry's slugs now and its public slugs before (null when new). */
create function public.saved_entry(p_old public.entries, p_new public.entries) returns jsonb
  language sql immutable set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_new.id,
    'version', p_new.version,
    'slug_es', p_new.slug_es,
    'slug_en', p_new.slug_en,
    'old_slugs', jsonb_build_object('es', p_old.slug_es, 'en', p_old.slug_en)
  );
$$;

/** Maps a unique violation of the entries' indexes, raised by a concurrent save, to its code. */
create function public.raise_entry_conflict(p_constraint text, p_has_en boolean) returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  raise exception '%', case p_constraint
      when 'entries_slug_es_key' then 'slug_taken_es'
      when 'entries_slug_en_key' then case when p_has_en then 'slug_taken_en' else 'slug_taken_es' end
      when 'entries_bulletin_month_key' then 'month_taken'
      else 'conflict' end
    using errcode = 'P0001';
end;
$$;

-- Saving ----------------------------------------------------------------------------------------

/** A text field of an editor's JSON, trimmed; empty or absent is null. */
create function public.draft_text(p_draft jsonb, p_key text) returns text
  language sql immutable set search_path = ''
as $$
  select nullif(btrim(p_draft ->> p_key), '');
$$;

/**
 * Locks the entry `p_id` for a save or delete and answers it; raises stale_version when it is
 * gone or when `p_version` is not its current version (somebody saved since the editor loaded it).
 */
create function public.lock_entry_version(p_id uuid, p_version integer) returns public.entries
  language plpgsql volatile set search_path = ''
as $$
declare
  v_entry public.entries;
begin
  select * into v_entry from public.entries where id = p_id for update;
  if not found or p_version is null or v_entry.version <> p_version then
    raise exception 'stale_version' using errcode = 'P0001';
  end if;
  return v_entry;
end;
$$;

/**
 * Creates (p_id and p_version null) or updates a publication or blog post from the editor's
 * JSON (keys in the contract: kind, category_id, author_id, status, published_at, then title,
 * slug, summary, body, seo_title, seo_description per language; the English ones null when there
 * is no English version). A published entry without a date is published now. Answers
 * {id, version, slug_es, slug_en, old_slugs: {es, en}}.
 */
create function public.admin_save_entry(p_id uuid, p_version integer, p_entry jsonb) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_old public.entries;
  v_new public.entries;
  v_kind public.entry_kind;
  v_status public.entry_status;
  v_published_at timestamptz;
  v_has_en boolean := public.draft_text(p_entry, 'title_en') is not null;
  v_slug_es text := public.draft_text(p_entry, 'slug_es');
  v_slug_en text := case when v_has_en then public.draft_text(p_entry, 'slug_en') end;
  v_constraint text;
begin
  perform public.require_admin();
  if coalesce(p_entry ->> 'kind', '') not in ('publication', 'blog') then
    raise exception 'admin_save_entry writes publications and blog posts only'
      using errcode = '22023';
  end if;
  v_kind := (p_entry ->> 'kind')::public.entry_kind;
  v_status := coalesce(public.draft_text(p_entry, 'status'), 'draft')::public.entry_status;
  v_published_at := public.draft_text(p_entry, 'published_at')::timestamptz;
  if v_status = 'published' then
    v_published_at := coalesce(v_published_at, now());
  end if;

  if p_id is not null then
    v_old := public.lock_entry_version(p_id, p_version);
    if v_old.kind = 'bulletin' then
      raise exception 'a bulletin is saved with admin_save_bulletin' using errcode = '22023';
    end if;
  elsif p_version is not null then
    raise exception 'a new entry has no version' using errcode = '22023';
  end if;
  perform public.check_entry_slugs(p_id, v_slug_es, v_slug_en);

  begin
    if p_id is null then
      insert into public.entries (
        kind, status, published_at, category_id, author_id,
        title_es, slug_es, summary_es, body_es, seo_title_es, seo_description_es,
        title_en, slug_en, summary_en, body_en, seo_title_en, seo_description_en)
      values (
        v_kind, v_status, v_published_at, public.draft_text(p_entry, 'category_id'),
        public.draft_text(p_entry, 'author_id'),
        public.draft_text(p_entry, 'title_es'), v_slug_es, public.draft_text(p_entry, 'summary_es'),
        coalesce(p_entry ->> 'body_es', ''), public.draft_text(p_entry, 'seo_title_es'),
        public.draft_text(p_entry, 'seo_description_es'),
        case when v_has_en then public.draft_text(p_entry, 'title_en') end, v_slug_en,
        case when v_has_en then public.draft_text(p_entry, 'summary_en') end,
        case when v_has_en then coalesce(p_entry ->> 'body_en', '') end,
        case when v_has_en then public.draft_text(p_entry, 'seo_title_en') end,
        case when v_has_en then public.draft_text(p_entry, 'seo_description_en') end)
      returning * into v_new;
    else
      update public.entries set
        kind = v_kind, status = v_status, published_at = v_published_at,
        category_id = public.draft_text(p_entry, 'category_id'),
        author_id = public.draft_text(p_entry, 'author_id'),
        title_es = public.draft_text(p_entry, 'title_es'), slug_es = v_slug_es,
        summary_es = public.draft_text(p_entry, 'summary_es'),
        body_es = coalesce(p_entry ->> 'body_es', ''),
        seo_title_es = public.draft_text(p_entry, 'seo_title_es'),
        seo_description_es = public.draft_text(p_entry, 'seo_description_es'),
        title_en = case when v_has_en then public.draft_text(p_entry, 'title_en') end,
        slug_en = v_slug_en,
        summary_en = case when v_has_en then public.draft_text(p_entry, 'summary_en') end,
        body_en = case when v_has_en then coalesce(p_entry ->> 'body_en', '') end,
        seo_title_en = case when v_has_en then public.draft_text(p_entry, 'seo_title_en') end,
        seo_description_en = case when v_has_en then public.draft_text(p_entry, 'seo_description_en') end
       where id = p_id
      returning * into v_new;
    end if;
  exception when unique_violation then
    -- Another save took the slug between the check above and this statement.
    get stacked diagnostics v_constraint = constraint_name;
    perform public.raise_entry_conflict(v_constraint, v_has_en);
  end;

  perform public.retire_entry_slugs(v_old, v_new);
  perform public.record_entry_revision(v_new.id);
  return public.saved_entry(v_old, v_new);
end;
$$;

/**
 * Creates or updates a monthly bulletin from the editor's JSON (issue_month as YYYY-MM-01,
 * status, published_at, title, slug and summary per language, pdf_path, item_ids: the
 * publications and blog posts it gathers, in order). month_taken when another bulletin has the
 * month; bad_items when an item is not a publication or blog post, or is listed twice. The
 * bulletin's body is not the editor's to change. Answers as admin_save_entry.
 */
create function public.admin_save_bulletin(p_id uuid, p_version integer, p_bulletin jsonb) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_old public.entries;
  v_new public.entries;
  v_month date;
  v_status public.entry_status;
  v_published_at timestamptz;
  v_has_en boolean := public.draft_text(p_bulletin, 'title_en') is not null;
  v_slug_es text := public.draft_text(p_bulletin, 'slug_es');
  v_slug_en text := case when v_has_en then public.draft_text(p_bulletin, 'slug_en') end;
  v_items text[];
  v_item_ids uuid[];
  v_constraint text;
begin
  perform public.require_admin();
  v_status := coalesce(public.draft_text(p_bulletin, 'status'), 'draft')::public.entry_status;
  v_published_at := public.draft_text(p_bulletin, 'published_at')::timestamptz;
  v_month := public.draft_text(p_bulletin, 'issue_month')::date;
  if v_month is null or v_month <> date_trunc('month', v_month)::date then
    raise exception 'issue_month must be the first day of a month' using errcode = '22023';
  end if;
  if v_status = 'published' then
    v_published_at := coalesce(v_published_at, now());
  end if;

  -- Items: uuids of distinct publications or blog posts (drafts too: a bulletin may be prepared
  -- before its items are out; visitors see only the visible ones).
  if jsonb_typeof(coalesce(p_bulletin -> 'item_ids', '[]'::jsonb)) <> 'array' then
    raise exception 'bad_items' using errcode = 'P0001';
  end if;
  select coalesce(array_agg(value order by n), '{}') into v_items
    from jsonb_array_elements_text(coalesce(p_bulletin -> 'item_ids', '[]'::jsonb))
         with ordinality as t(value, n);
  if cardinality(v_items) > 100
     or exists (select 1 from unnest(v_items) as i
                 where i !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception 'bad_items' using errcode = 'P0001';
  end if;
  v_item_ids := v_items::uuid[];
  if (select count(distinct i) from unnest(v_item_ids) as i) <> cardinality(v_item_ids)
     or (select count(*) from public.entries e
          where e.id = any (v_item_ids) and e.kind in ('publication', 'blog')) <> cardinality(v_item_ids) then
    raise exception 'bad_items' using errcode = 'P0001';
  end if;

  if p_id is not null then
    v_old := public.lock_entry_version(p_id, p_version);
    if v_old.kind <> 'bulletin' then
      raise exception 'only a bulletin is saved with admin_save_bulletin' using errcode = '22023';
    end if;
  elsif p_version is not null then
    raise exception 'a new entry has no version' using errcode = '22023';
  end if;
  if exists (select 1 from public.entries e
              where e.kind = 'bulletin' and e.issue_month = v_month and e.id is distinct from p_id) then
    raise exception 'month_taken' using errcode = 'P0001';
  end if;
  perform public.check_entry_slugs(p_id, v_slug_es, v_slug_en);

  begin
    if p_id is null then
      insert into public.entries (
        kind, status, published_at, issue_month, pdf_path,
        title_es, slug_es, summary_es, title_en, slug_en, summary_en)
      values (
        'bulletin', v_status, v_published_at, v_month, public.draft_text(p_bulletin, 'pdf_path'),
        public.draft_text(p_bulletin, 'title_es'), v_slug_es, public.draft_text(p_bulletin, 'summary_es'),
        case when v_has_en then public.draft_text(p_bulletin, 'title_en') end, v_slug_en,
        case when v_has_en then public.draft_text(p_bulletin, 'summary_en') end)
      returning * into v_new;
    else
      update public.entries set
        status = v_status, published_at = v_published_at, issue_month = v_month,
        pdf_path = public.draft_text(p_bulletin, 'pdf_path'),
        title_es = public.draft_text(p_bulletin, 'title_es'), slug_es = v_slug_es,
        summary_es = public.draft_text(p_bulletin, 'summary_es'),
        title_en = case when v_has_en then public.draft_text(p_bulletin, 'title_en') end,
        slug_en = v_slug_en,
        summary_en = case when v_has_en then public.draft_text(p_bulletin, 'summary_en') end,
        -- A bulletin that loses its English version loses its English body with it.
        body_en = case when v_has_en then body_en end
       where id = p_id
      returning * into v_new;
    end if;
  exception when unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    perform public.raise_entry_conflict(v_constraint, v_has_en);
  end;

  delete from public.bulletin_items where bulletin_id = v_new.id;
  insert into public.bulletin_items (bulletin_id, entry_id, position)
  select v_new.id, i.id, i.n from unnest(v_item_ids) with ordinality as i(id, n);

  perform public.retire_entry_slugs(v_old, v_new);
  perform public.record_entry_revision(v_new.id);
  return public.saved_entry(v_old, v_new);
end;
$$;

/**
 * Deletes an entry (its history, revisions and bulletin places go with it) when `p_version` is
 * still its version. Answers {slug_es, slug_en, kind} for the pages to refresh.
 */
create function public.admin_delete_entry(p_id uuid, p_version integer) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_old public.entries;
begin
  perform public.require_admin();
  v_old := public.lock_entry_version(p_id, p_version);
  delete from public.entries where id = p_id;
  return jsonb_build_object('slug_es', v_old.slug_es, 'slug_en', v_old.slug_en, 'kind', v_old.kind);
end;
$$;

-- Reading -----------------------------------------------------------------------------------------

/** One entry as its editor loads it (the save shape plus id, kind, version and dates), or null. */
create function public.admin_get_entry(p_id uuid) returns jsonb
  language plpgsql stable set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    select shape.s || jsonb_build_object(
             'id', e.id, 'created_at', e.created_at, 'updated_at', e.updated_at,
             'item_ids', shape.s -> 'item_ids')
      from public.entries as e
      cross join lateral (select public.entry_snapshot(e) as s) as shape
     where e.id = p_id);
end;
$$;

/**
 * The admin's list of one kind (every kind when null), newest change first. `p_query` matches
 * either title as plain text (strpos, not LIKE: %, _ and \ are characters like any other),
 * ignoring case and accents.
 */
create function public.admin_list_entries(p_kind text, p_query text default '', p_limit integer default 100)
  returns jsonb
  language plpgsql stable set search_path = ''
as $$
declare
  v_query text := extensions.unaccent(lower(btrim(coalesce(p_query, ''))));
begin
  perform public.require_admin();
  return (
    select coalesce(jsonb_agg(public.admin_entry_row(listed.e) order by (listed.e).updated_at desc, (listed.e).id), '[]'::jsonb)
      from (
        select e from public.entries as e
         where (p_kind is null or e.kind::text = p_kind)
           and (v_query = ''
                or strpos(extensions.unaccent(lower(e.title_es)), v_query) > 0
                or strpos(extensions.unaccent(lower(coalesce(e.title_en, ''))), v_query) > 0)
         order by e.updated_at desc, e.id
         limit least(greatest(coalesce(p_limit, 100), 1), 500)
      ) as listed);
end;
$$;

/**
 * The dashboard: per kind, how many are published (visible now), drafts and scheduled; entries
 * with no English version; the latest changes.
 */
create function public.admin_dashboard() returns jsonb
  language plpgsql stable set search_path = ''
as $$
begin
  perform public.require_admin();
  return jsonb_build_object(
    'counts', (
      select jsonb_object_agg(per_kind.kind, per_kind.counts)
        from (
          select k.kind, jsonb_build_object(
                   'published', count(e.id) filter (where e.status = 'published' and e.published_at <= now()),
                   'drafts', count(e.id) filter (where e.status = 'draft'),
                   'scheduled', count(e.id) filter (where e.status = 'published' and e.published_at > now())
                 ) as counts
            from unnest(enum_range(null::public.entry_kind)) as k(kind)
            left join public.entries as e on e.kind = k.kind
           group by k.kind
        ) as per_kind),
    'untranslated', (
      select coalesce(jsonb_agg(public.admin_entry_row(u.e) order by (u.e).updated_at desc, (u.e).id), '[]'::jsonb)
        from (select e from public.entries as e where e.title_en is null
               order by e.updated_at desc, e.id limit 20) as u),
    'latest', (
      select coalesce(jsonb_agg(public.admin_entry_row(l.e) order by (l.e).updated_at desc, (l.e).id), '[]'::jsonb)
        from (select e from public.entries as e order by e.updated_at desc, e.id limit 10) as l)
  );
end;
$$;

/** An entry's revisions, newest first. */
create function public.admin_list_revisions(p_entry_id uuid) returns jsonb
  language plpgsql stable set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', r.id, 'version', r.version, 'saved_at', r.saved_at,
             'saved_by_email', r.saved_by_email, 'snapshot', r.snapshot)
           order by r.version desc), '[]'::jsonb)
      from public.entry_revisions as r where r.entry_id = p_entry_id);
end;
$$;

/** Adds a category (category_taken when the id exists) or renames one, in both languages. */
create function public.admin_save_category(p_id text, p_label_es text, p_label_en text, p_create boolean)
  returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_category public.categories;
begin
  perform public.require_admin();
  if p_create then
    begin
      insert into public.categories (id, label_es, label_en, position)
      values (p_id, btrim(p_label_es), btrim(p_label_en),
              (select coalesce(max(position), 0) + 1 from public.categories))
      returning * into v_category;
    exception when unique_violation then
      raise exception 'category_taken' using errcode = 'P0001';
    end;
  else
    update public.categories set label_es = btrim(p_label_es), label_en = btrim(p_label_en)
     where id = p_id
    returning * into v_category;
    if not found then
      raise exception 'no category %', p_id using errcode = 'P0002';
    end if;
  end if;
  return jsonb_build_object('id', v_category.id, 'label_es', v_category.label_es,
                            'label_en', v_category.label_en);
end;
$$;

-- Public reads ------------------------------------------------------------------------------------

/**
 * The current slug in `p_locale` of the visible entry that once answered at `p_slug` there, or
 * null: the old link's permanent redirect. Called only when no entry answers at `p_slug` now
 * (get_entry first), so a current slug always wins. Security invoker: the entries policy hides
 * drafts, scheduled and deleted entries, and their history with them.
 */
create function public.resolve_entry_slug(p_locale text, p_slug text) returns text
  language sql stable set search_path = ''
as $$
  select case when p_locale = 'en' then coalesce(e.slug_en, e.slug_es) else e.slug_es end
    from public.entry_slugs as s
    join public.entries as e on e.id = s.entry_id
   where s.locale = (case when p_locale = 'en' then 'en' else 'es' end) and s.slug = p_slug
   limit 1;
$$;

/**
 * One entry by its slug in `p_locale` (see 20261122000300), now with its SEO title and
 * description in that language: on an untranslated entry's English page, which shows the Spanish
 * text, the Spanish ones; null when unset (the page falls back to the title and summary).
 */
create or replace function public.get_entry(p_locale text, p_slug text) returns jsonb
  language sql stable set search_path = ''
as $$
  select public.entry_card(e, p_locale) || jsonb_build_object(
    'body', case when p_locale = 'en' then coalesce(e.body_en, e.body_es) else e.body_es end,
    'slug_es', e.slug_es,
    'slug_en', e.slug_en,
    'seo_title', case when p_locale = 'en' and e.title_en is not null then e.seo_title_en else e.seo_title_es end,
    'seo_description', case when p_locale = 'en' and e.title_en is not null then e.seo_description_en
                            else e.seo_description_es end,
    'category', case when c.id is null then null
                     else jsonb_build_object('id', c.id, 'label_es', c.label_es, 'label_en', c.label_en) end,
    'cover_image_path', e.cover_image_path,
    'pdf_path', e.pdf_path,
    'items', coalesce((
      select jsonb_agg(public.entry_card(item, p_locale) order by bi.position)
        from public.bulletin_items as bi
        join public.entries as item on item.id = bi.entry_id
       where bi.bulletin_id = e.id), '[]'::jsonb)
  )
    from public.entries as e
    left join public.categories as c on c.id = e.category_id
   where case when p_locale = 'en' then coalesce(e.slug_en, e.slug_es) else e.slug_es end = p_slug
   limit 1;
$$;

-- Grants --------------------------------------------------------------------------------------------
-- Functions are executable by PUBLIC by default: revoke that, then grant exactly who calls them.
-- The admin functions go to `authenticated` only (a visitor's call is refused by Postgres itself,
-- a signed-in non-admin's by require_admin()); the helpers they call as the caller need the same.

revoke execute on function
  public.bump_entry_version(),
  public.entry_snapshot(public.entries),
  public.admin_entry_row(public.entries),
  public.require_admin(),
  public.record_entry_revision(uuid),
  public.check_entry_slugs(uuid, text, text),
  public.retire_entry_slugs(public.entries, public.entries),
  public.saved_entry(public.entries, public.entries),
  public.raise_entry_conflict(text, boolean),
  public.draft_text(jsonb, text),
  public.lock_entry_version(uuid, integer),
  public.admin_save_entry(uuid, integer, jsonb),
  public.admin_save_bulletin(uuid, integer, jsonb),
  public.admin_delete_entry(uuid, integer),
  public.admin_get_entry(uuid),
  public.admin_list_entries(text, text, integer),
  public.admin_dashboard(),
  public.admin_list_revisions(uuid),
  public.admin_save_category(text, text, text, boolean),
  public.resolve_entry_slug(text, text)
from public;

grant execute on function
  public.entry_snapshot(public.entries),
  public.admin_entry_row(public.entries),
  public.require_admin(),
  public.record_entry_revision(uuid),
  public.check_entry_slugs(uuid, text, text),
  public.retire_entry_slugs(public.entries, public.entries),
  public.saved_entry(public.entries, public.entries),
  public.raise_entry_conflict(text, boolean),
  public.draft_text(jsonb, text),
  public.lock_entry_version(uuid, integer),
  public.admin_save_entry(uuid, integer, jsonb),
  public.admin_save_bulletin(uuid, integer, jsonb),
  public.admin_delete_entry(uuid, integer),
  public.admin_get_entry(uuid),
  public.admin_list_entries(text, text, integer),
  public.admin_dashboard(),
  public.admin_list_revisions(uuid),
  public.admin_save_category(text, text, text, boolean)
to authenticated;

grant execute on function public.resolve_entry_slug(text, text) to anon, authenticated;
-- get_entry keeps the grants of 20261122000300 (create or replace keeps a function's privileges).
