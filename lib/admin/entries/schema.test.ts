import { teamMembers } from '@/lib/content/team';
import enAdmin from '@/messages/en/admin.json';
import esAdmin from '@/messages/es/admin.json';
import { firmInputFromIso, isoFromFirmInput } from '@/lib/dates/firm-time';
import { fieldErrors } from '@/lib/forms/schemas';
import {
  entryFormFields,
  entryFormSchema,
  fieldName,
  formValuesFrom,
  hasEnglish,
  multilineFields,
  newEntryValues,
  textFields,
  type EntryFormValues,
} from './schema';

const spanishOnly: EntryFormValues = {
  ...newEntryValues('publication', 'tributario'),
  titleEs: 'Reforma tributaria: qué cambia',
  slugEs: 'reforma-tributaria-que-cambia',
  summaryEs: 'Lo esencial de la reforma.',
  bodyEs: '<p>Texto</p>',
};

const errorsOf = (values: Partial<EntryFormValues>) => {
  const result = entryFormSchema.safeParse({ ...spanishOnly, ...values });
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('the fields, named once in the schema', () => {
  it('derives the field lists from the schema’s shape', () => {
    expect(entryFormFields).toEqual(Object.keys(entryFormSchema.shape));
    expect(textFields).toEqual(['title', 'slug', 'summary', 'body', 'seoTitle', 'seoDescription']);
    expect(textFields.map((field) => fieldName(field, 'en'))).toEqual(
      entryFormFields.filter((name) => name.endsWith('En')),
    );
    expect(multilineFields).toEqual([
      'summaryEs',
      'bodyEs',
      'seoDescriptionEs',
      'summaryEn',
      'bodyEn',
      'seoDescriptionEn',
    ]);
  });

  it('opens a stored entry with its id and version, and only the form’s fields', () => {
    const stored = { ...spanishOnly, id: 'x', version: 'y', createdAt: 'z' };
    const values = formValuesFrom(stored, {
      id: '6f1c1d1e-1111-4a2b-8c3d-1234567890ab',
      version: 3,
    });
    expect(values).toEqual({
      ...spanishOnly,
      id: '6f1c1d1e-1111-4a2b-8c3d-1234567890ab',
      version: '3',
    });
    expect(Object.keys(values)).toEqual(entryFormFields);
  });
});

describe('entryFormSchema', () => {
  it('accepts a Spanish-only entry, trimmed, with no English', () => {
    const result = entryFormSchema.safeParse({ ...spanishOnly, titleEs: ' Reforma ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...spanishOnly, titleEs: 'Reforma' });
    expect(hasEnglish(result.data!)).toBe(false);
  });

  it('asks for the Spanish title, slug and summary', () => {
    expect(errorsOf({ titleEs: '  ', slugEs: '', summaryEs: '' })).toEqual({
      titleEs: 'titleRequired',
      slugEs: 'slugRequired',
      summaryEs: 'summaryRequired',
    });
  });

  it('treats English as all or nothing: any English field asks for title, slug and summary', () => {
    expect(errorsOf({ seoTitleEn: 'Tax reform' })).toEqual({
      titleEn: 'titleRequired',
      slugEn: 'slugRequired',
      summaryEn: 'summaryRequired',
    });
    expect(errorsOf({ bodyEn: '<p>Some text</p>', titleEn: 'Tax reform' })).toEqual({
      slugEn: 'slugRequired',
      summaryEn: 'summaryRequired',
    });
    // An emptied editor still sends a paragraph: that is no English at all.
    expect(errorsOf({ bodyEn: '<p></p>' })).toEqual({});
  });

  it('reports the English gaps together with other problems in one pass', () => {
    expect(errorsOf({ titleEs: '', titleEn: 'Tax reform' })).toEqual({
      titleEs: 'titleRequired',
      slugEn: 'slugRequired',
      summaryEn: 'summaryRequired',
    });
  });

  it('keeps a complete English version', () => {
    const values = {
      ...spanishOnly,
      titleEn: 'Tax reform: what changes',
      slugEn: 'tax-reform-what-changes',
      summaryEn: 'The essentials.',
    };
    const result = entryFormSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(hasEnglish(result.data!)).toBe(true);
  });

  it('checks slugs against the site’s pattern', () => {
    for (const bad of ['Reforma', 'reforma--2027', '-reforma', 'reforma-', 'reforma_2027', 'año'])
      expect(errorsOf({ slugEs: bad })).toEqual({ slugEs: 'slugInvalid' });
    expect(errorsOf({ slugEs: 'uvt-2027' })).toEqual({});
    expect(errorsOf({ slugEs: 'a'.repeat(121) })).toEqual({ slugEs: 'slugTooLong' });
  });

  it('bounds the lengths: title 200, summary 600, SEO title 70, SEO description 160', () => {
    expect(errorsOf({ titleEs: 'a'.repeat(200), seoTitleEs: 'a'.repeat(70) })).toEqual({});
    expect(
      errorsOf({
        titleEs: 'a'.repeat(201),
        summaryEs: 'a'.repeat(601),
        seoTitleEs: 'a'.repeat(71),
        seoDescriptionEs: 'a'.repeat(161),
      }),
    ).toEqual({
      titleEs: 'titleTooLong',
      summaryEs: 'summaryTooLong',
      seoTitleEs: 'seoTitleTooLong',
      seoDescriptionEs: 'seoDescriptionTooLong',
    });
    expect(errorsOf({ seoDescriptionEs: 'a'.repeat(160) })).toEqual({});
  });

  it('takes an author from the team only, or none', () => {
    expect(errorsOf({ authorId: teamMembers[0]!.id })).toEqual({});
    expect(errorsOf({ authorId: '' })).toEqual({});
    expect(errorsOf({ authorId: 'someone-else' })).toEqual({ authorId: 'authorInvalid' });
  });

  it('opens a new entry with no date, whatever the clock says, and publishes one without a date', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T15:00:00Z') });
    try {
      // The form opened at this time: nothing of it may reach the entry when published later.
      expect(newEntryValues('publication', 'tributario').publishedAt).toBe('');
    } finally {
      jest.useRealTimers();
    }
    expect(errorsOf({ status: 'published', publishedAt: '' })).toEqual({});
    expect(errorsOf({ status: 'draft', publishedAt: '' })).toEqual({});
  });

  it('takes a date typed by hand, a real one', () => {
    expect(errorsOf({ status: 'published', publishedAt: '2026-02-28T10:00' })).toEqual({});
    expect(errorsOf({ publishedAt: '2026-02-31T10:00' })).toEqual({
      publishedAt: 'publishedAtInvalid',
    });
    expect(errorsOf({ status: 'banned' as 'draft' })).toEqual({ status: 'statusInvalid' });
  });

  it('refuses an id that is not a uuid, or an id without its version', () => {
    expect(errorsOf({ id: 'not-a-uuid', version: '1' })).toEqual({ id: 'entryInvalid' });
    expect(errorsOf({ id: '6f1c1d1e-1111-4a2b-8c3d-1234567890ab', version: '' })).toEqual({
      id: 'entryInvalid',
    });
    expect(errorsOf({ id: '6f1c1d1e-1111-4a2b-8c3d-1234567890ab', version: '3' })).toEqual({});
    expect(errorsOf({ kind: 'bulletin' as 'blog' })).toEqual({ kind: 'entryInvalid' });
  });

  it('refuses NUL characters', () => {
    expect(errorsOf({ bodyEs: '<p>a\u0000b</p>' })).toEqual({ bodyEs: 'textInvalid' });
  });
});

describe('dates in the firm’s time zone (America/Bogota, UTC−5 all year)', () => {
  it('reads a typed date and time as Bogotá time', () => {
    expect(isoFromFirmInput('2026-12-01T08:30')).toBe('2026-12-01T08:30:00-05:00');
    expect(Date.parse(isoFromFirmInput('2026-12-01T08:30')!)).toBe(
      Date.parse('2026-12-01T13:30:00Z'),
    );
    expect(isoFromFirmInput('')).toBeNull();
  });

  it('shows a stored instant as Bogotá wall-clock time, whatever its offset', () => {
    expect(firmInputFromIso('2026-12-01T13:30:00Z')).toBe('2026-12-01T08:30');
    expect(firmInputFromIso('2026-12-01T03:00:00+00:00')).toBe('2026-11-30T22:00');
    expect(firmInputFromIso(null)).toBe('');
  });

  it('round-trips a typed date through the stored instant', () => {
    expect(firmInputFromIso(isoFromFirmInput('2027-01-15T17:45'))).toBe('2027-01-15T17:45');
  });
});

// That every key has its twin in the other language is lib/i18n/messages.test.ts's job; the
// wording is the messages' own. This checks only that nothing the editor reports lacks a message.
describe('the editor’s messages', () => {
  it('word every problem the schema and the save action report, in both languages', () => {
    // Every key a bad form produces here, plus the ones only the server knows.
    const produced = new Set<string>(['slugTaken', 'categoryInvalid', 'stale']);
    const bad: Partial<EntryFormValues>[] = [
      { titleEs: '', slugEs: '', summaryEs: '' },
      { titleEs: 'a'.repeat(201), slugEs: 'A', summaryEs: 'a'.repeat(601) },
      { slugEs: 'a'.repeat(121), seoTitleEs: 'a'.repeat(71), seoDescriptionEs: 'a'.repeat(161) },
      { bodyEs: 'a'.repeat(200_001), categoryId: '', authorId: 'x', status: 'x' as 'draft' },
      { status: 'published', publishedAt: '' },
      { publishedAt: 'x', id: 'x', kind: 'x' as 'blog', titleEs: '\u0000' },
    ];
    for (const values of bad) for (const key of Object.values(errorsOf(values))) produced.add(key);
    expect(produced.size).toBeGreaterThan(15);
    for (const key of produced) {
      expect(esAdmin.Admin.editor.errors).toHaveProperty([key]);
      expect(enAdmin.Admin.editor.errors).toHaveProperty([key]);
    }
  });
});
