import { openEmbeddedStore, type EmbeddedStore } from '@/lib/backend/embedded/store';
import { isPhone } from './checks';
import { contactTopics, formLocales, limits, practiceAreas } from './options';
import { resumeContentTypes } from './resume';

// The forms check their limits in the browser and the server action (lib/forms/options.ts), and
// the database checks them again (supabase/migrations). When the two disagree a visitor gets a
// generic failure for input the form accepted, so this test reads both and holds them equal.

type Check = { table: string; definition: string };

describe('form limits agree with the database’s checks', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  let checks: Check[];

  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
    checks = (
      await store.db.query<Check>(
        `select conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
           from pg_constraint
          where contype = 'c' and connamespace = 'public'::regnamespace`,
      )
    ).rows;
  });
  afterAll(() => store.close());

  /** The checks on one column of one table (`public.` left out). */
  const on = (table: string, column: string) => {
    const found = checks.filter(
      (c) =>
        c.table.replace(/^public\./, '') === table &&
        new RegExp(`\\b${column}\\b`).test(c.definition),
    );
    if (!found.length) throw new Error(`no check on ${table}.${column}`);
    return found.map((c) => c.definition).join(' ');
  };
  /** The upper bound a column's check puts on `length(column)` (or on the column itself). */
  const maximum = (table: string, column: string, measure = `length(${column})`) => {
    const escaped = measure.replace(/[()]/g, '\\$&');
    const bounds = [...on(table, column).matchAll(new RegExp(`${escaped} <= (\\d+)`, 'g'))];
    if (bounds.length !== 1) throw new Error(`expected one bound on ${table}.${column}`);
    return Number(bounds[0]![1]);
  };
  /** The values a column's check allows (`column = any (array[...])`). */
  const allowed = (table: string, column: string) =>
    [...on(table, column).matchAll(/'([^']*)'::text/g)].map((m) => m[1]);

  it('lengths: names, message, profession, LinkedIn, e-mail, phone', () => {
    expect(maximum('contact_messages', 'name')).toBe(limits.name);
    expect(maximum('contact_messages', 'message')).toBe(limits.message);
    expect(maximum('career_applications', 'message')).toBe(limits.message);
    expect(maximum('career_applications', 'first_name')).toBe(limits.personName);
    expect(maximum('career_applications', 'last_name')).toBe(limits.personName);
    expect(maximum('career_applications', 'profession')).toBe(limits.profession);
    expect(maximum('career_applications', 'linkedin_profile')).toBe(limits.linkedin);
    for (const table of ['contact_messages', 'career_applications', 'newsletter_subscribers'])
      expect(maximum(table, 'email')).toBe(limits.email);
    expect(maximum('outbox', 'to_email')).toBe(limits.email);
    for (const table of ['contact_messages', 'career_applications'])
      expect(maximum(table, 'phone')).toBe(limits.phone);
    // Every phone the form accepts fits the column, however it is spaced.
    expect(isPhone('+57 (601) 555-0172')).toBe(true);
    expect(isPhone(`+57 300${' '.repeat(20)}123 4567`)).toBe(false);
  });

  it('lists: contact topics, practice areas, languages, CV types', () => {
    expect(allowed('contact_messages', 'topic')).toEqual([...contactTopics]);
    for (const area of practiceAreas)
      expect(area.length).toBeLessThanOrEqual(maximum('career_applications', 'practice_area'));
    for (const table of ['contact_messages', 'career_applications', 'newsletter_subscribers'])
      expect(allowed(table, 'locale')).toEqual([...formLocales]);
    expect(allowed('career_applications', 'resume_type')).toEqual(Object.keys(resumeContentTypes));
  });

  it('the CV: 4 MB in the form, the table and the resumes bucket, of the same types', async () => {
    expect(limits.resumeBytes).toBe(4 * 1024 * 1024);
    expect(maximum('career_applications', 'resume_bytes', 'resume_bytes')).toBe(limits.resumeBytes);
    const { rows } = await store.db.query<{ size: string; types: string[] }>(
      `select file_size_limit::text as size, allowed_mime_types as types
         from storage.buckets where id = 'resumes'`,
    );
    expect(Number(rows[0]!.size)).toBe(limits.resumeBytes);
    expect([...rows[0]!.types].sort()).toEqual(Object.values(resumeContentTypes).sort());
  });
});
