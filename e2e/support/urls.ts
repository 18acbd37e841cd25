/** Every <loc> of a sitemap. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]!));
}

const decodeEntities = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The attributes of every `<tag …>` in a document, names in lower case. */
function tagsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [
        a[1]!.toLowerCase(),
        decodeEntities(a[2]!),
      ]),
    ),
  );
}

/**
 * The URLs of the `<link>`s (href) or `<meta>`s (content) whose `attribute` is `value`, and that
 * carry `also` when given (e.g. the alternates that have an hreflang).
 */
export function tagUrls(
  html: string,
  tag: 'link' | 'meta',
  attribute: string,
  value: string,
  also?: string,
): string[] {
  return tagsOf(html, tag)
    .filter((attrs) => attrs[attribute] === value && (!also || also in attrs))
    .map((attrs) => (tag === 'link' ? attrs.href : attrs.content) ?? '');
}

/**
 * Every absolute URL in the page's JSON-LD, but the vocabulary (@context) and the firm's profiles
 * on other sites (sameAs).
 */
export function jsonLdUrls(html: string): string[] {
  const scripts = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as unknown);
  const urls: string[] = [];
  const walk = (value: unknown, key = '') => {
    if (key === '@context' || key === 'sameAs') return;
    if (typeof value === 'string') {
      if (/^https?:\/\//.test(value)) urls.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  scripts.forEach((data) => walk(data));
  return urls;
}

/** Every absolute http(s) URL written anywhere in a text. */
export function absoluteUrlsIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
}

/** Runs `task` over `items`, at most `size` at a time. */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
