// The publications' app types: what the seam (lib/backend) maps the provider's rows to, and what
// the public pages and their components name. Components import them from here, never from the
// seam.
import type { Locale } from '@/lib/routing';

/** What the site publishes: legal updates, blog posts and monthly bulletins. */
export const entryKinds = ['publication', 'blog', 'bulletin'] as const;
export type EntryKind = (typeof entryKinds)[number];

/** The kinds the publications list searches and filters by. */
export const searchableKinds = ['publication', 'blog'] as const;
export type SearchableKind = (typeof searchableKinds)[number];

export type Category = { id: string; label: Record<Locale, string> };

/** An entry as listed: text in the requested language, or Spanish where no translation exists. */
export type EntryCard = {
  id: string;
  kind: EntryKind;
  categoryId: string | null;
  slug: string;
  title: string;
  summary: string;
  /** False when the entry has no text in the requested language and shows the Spanish one. */
  translated: boolean;
  /** The author's team id (lib/content/team.ts): its name and link come from the team (entryAuthor). */
  authorId: string | null;
  /** First day of the bulletin's month (YYYY-MM-DD), for bulletins only. */
  issueMonth: string | null;
  publishedAt: string;
  updatedAt: string;
};

export type Entry = EntryCard & {
  body: string;
  /** The page's <title> and meta description in this language, when the editor set them. */
  seoTitle: string | null;
  seoDescription: string | null;
  slugs: { es: string; en: string | null };
  category: Category | null;
  coverImagePath: string | null;
  /** A bulletin's Spanish PDF (a stored path or URL). */
  pdfPath: string | null;
  /** A bulletin's English PDF. */
  pdfPathEn: string | null;
  /** A bulletin's entries, in order. */
  items: EntryCard[];
};

export type SearchInput = {
  locale: Locale;
  query: string;
  categories: string[];
  kinds: SearchableKind[];
  page: number;
  pageSize: number;
};

export type SearchResult = {
  total: number;
  byCategory: Record<string, number>;
  byKind: Partial<Record<SearchableKind, number>>;
  items: EntryCard[];
};

export type SitemapEntry = { slugs: { es: string; en: string | null }; updatedAt: string };
