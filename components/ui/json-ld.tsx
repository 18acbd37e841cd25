import { jsonLdString } from '@/lib/seo';

/** Structured data for search engines, safely serialized. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
  );
}
