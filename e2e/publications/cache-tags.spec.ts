import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  categoriesTag,
  entryTag,
  feedTag,
  listsTag,
  sitemapTag,
} from '../../lib/publications/tags';

// An admin's change expires tags (lib/publications/tags.ts), and a page goes with them only
// if its cache entry carries them: Next.js stores the tags of the reads an ISR page or route made
// in its entry's `x-next-cache-tags`. Checked here on the production build's own output, for every
// page a change to an entry must reach.

const app = path.join('.next', 'server', 'app');
const tagsOf = (file: string) => {
  const meta = JSON.parse(readFileSync(path.join(app, `${file}.meta`), 'utf8')) as {
    headers: Record<string, string>;
  };
  return meta.headers['x-next-cache-tags']?.split(',') ?? [];
};

test('the prerendered pages carry the tags of what they show', () => {
  const pages: [string, string[]][] = [
    ['es', [listsTag, categoriesTag]], // the home page's latest items
    ['en', [listsTag, categoriesTag]],
    ['es/legal-updates', [listsTag, categoriesTag]],
    ['en/legal-updates', [listsTag, categoriesTag]],
    ['sitemap.xml', [sitemapTag]],
    ['es/legal-updates/feed.xml', [listsTag, feedTag('es')]],
    ['en/legal-updates/feed.xml', [listsTag, feedTag('en')]],
    [
      'es/legal-updates/uvt-2027-como-se-calcula-y-que-valores-cambian',
      [entryTag('es', 'uvt-2027-como-se-calcula-y-que-valores-cambian'), listsTag, categoriesTag],
    ],
    [
      'en/legal-updates/uvt-2027-how-it-is-calculated-and-what-changes',
      [entryTag('en', 'uvt-2027-how-it-is-calculated-and-what-changes'), listsTag, categoriesTag],
    ],
  ];
  for (const [page, tags] of pages)
    expect(tagsOf(page), page).toEqual(expect.arrayContaining(['content', ...tags]));
  // A page that reads no content carries none of these: a restart or a save leaves it alone.
  expect(tagsOf('es/about')).not.toContain('content');
});
