import type { EntryCard } from '@/lib/backend';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

type Feed = {
  title: string;
  description: string;
  link: string;
  selfLink: string;
  language: string;
  items: ReadonlyArray<
    EntryCard & { link: string; category: string | null; author: string | null }
  >;
};

/** An RSS 2.0 document for a list of entries; every text is XML-escaped. */
export function renderRss(feed: Feed): string {
  const items = feed.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
      <description>${escapeXml(item.summary)}</description>${item.category ? `\n      <category>${escapeXml(item.category)}</category>` : ''}${item.author ? `\n      <dc:creator>${escapeXml(item.author)}</dc:creator>` : ''}
    </item>`,
    )
    .join('\n');
  const updated = feed.items[0]?.publishedAt ?? new Date(0).toISOString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.link)}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>${escapeXml(feed.language)}</language>
    <lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(feed.selfLink)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
