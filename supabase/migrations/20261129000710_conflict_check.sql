-- The conflict check on a lead: before the firm takes a matter, an admin (personal.read) records
-- the parties (the client, counterparties, related companies), the database searches every
-- earlier lead's parties and names for each of them, and the admin records the result (clear or
-- possible conflict, with a note) with who and when. The matcher lives here only, so it holds the
-- same on both backends.

-- The matcher ------------------------------------------------------------------------------------

/**
 * A name as the matcher compares it: lower case, accents removed, the dots of abbreviations
 * dropped (S.A.S. and SAS alike), any other punctuation a space, and the legal forms of a company
 * (S.A.S., S.A., Ltda., S. en C., E.U., Inc., LLC, y Cía…) taken out wherever they stand, so
 * "Constructora Andina S.A.S." and "constructora andina" are one name. Words are whole tokens
 * separated by one space.
 */
create function public.conflict_normalize(p_name text) returns text
  language sql stable set search_path = ''
as $$
  select btrim(regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(extensions.unaccent(lower(coalesce(p_name, ''))), '\.', '', 'g'),
        '[^a-z0-9]+', ' ', 'g'),
      '\m(s en (c|cs|ca|nc)|y cia|sas|sa|sca|scs|ltda|limitada|eu|inc|llc|ltd|corp|cia)\M',
      ' ', 'g'),
    '\s+', ' ', 'g'));
$$;

/**
 * Whether two names name the same party. Equal once normalised (at least 4 letters or digits),
 * or one holds the other as whole words in a row when the shorter is two words or more, or one
 * word of at least 6 characters. Why: a conflict check that cries wolf is not read; a first name
 * alone ("Ana", "José"), a surname alone ("Peña") or an initial is shared by unrelated people,
 * and a part of a word ("Ana" in "Mariana") is never a match.
 */
create function public.conflict_names_match(p_a text, p_b text) returns boolean
  language sql stable set search_path = ''
as $$
  with n as (select public.conflict_normalize(p_a) as a, public.conflict_normalize(p_b) as b),
  s as (select case when length(a) <= length(b) then a else b end as short,
               case when length(a) <= length(b) then b else a end as long from n)
  select length(replace(short, ' ', '')) >= 4 and (
           short = long
           or ((position(' ' in short) > 0 and length(short) >= 8
                or position(' ' in short) = 0 and length(short) >= 6)
               and position(' ' || short || ' ' in ' ' || long || ' ') > 0))
    from s;
$$;

-- Parties and results ----------------------------------------------------------------------------
create table public.lead_parties (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.contact_messages (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  kind text not null check (kind in ('client', 'counterparty', 'related')),
  added_by uuid references auth.users (id) on delete set null,
  added_at timestamptz not null default now()
);
create index lead_parties_lead_idx on public.lead_parties (lead_id, id);

create table public.lead_conflict_checks (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.contact_messages (id) on delete cascade,
  result text not null check (result in ('clear', 'possible_conflict')),
  note text not null default '' check (length(note) <= 2000),
  checked_by uuid references auth.users (id) on delete set null,
  checked_at timestamptz not null default now()
);
create index lead_conflict_checks_lead_idx on public.lead_conflict_checks (lead_id, id);

alter table public.lead_parties enable row level security;
alter table public.lead_conflict_checks enable row level security;
revoke all on public.lead_parties, public.lead_conflict_checks from anon, authenticated;
grant select, insert, delete on public.lead_parties to authenticated;
grant select, insert on public.lead_conflict_checks to authenticated;
grant select, insert, update, delete on public.lead_parties, public.lead_conflict_checks to service_role;
-- Admins read both; each row they add names themselves. A party is removed by an admin; a
-- recorded result is never edited or removed (a new one follows it).
create policy "Admins read lead parties" on public.lead_parties
  for select to authenticated using ((select public.staff_may('personal.read')));
create policy "Admins add lead parties" on public.lead_parties
  for insert to authenticated
  with check ((select public.staff_may('personal.read')) and added_by = (select auth.uid()));
create policy "Admins remove lead parties" on public.lead_parties
  for delete to authenticated using ((select public.staff_may('personal.read')));
create policy "Admins read conflict checks" on public.lead_conflict_checks
  for select to authenticated using ((select public.staff_may('personal.read')));
create policy "Admins record conflict checks" on public.lead_conflict_checks
  for insert to authenticated
  with check ((select public.staff_may('personal.read')) and checked_by = (select auth.uid()));
