import { SiteLink } from '@/components/ui/site-link';

export type EntryListItem = {
  id: string;
  href: string;
  title: string;
  summary: string;
  kindLabel: string;
  isBlog: boolean;
  categoryLabel: string | null;
  dateLabel: string;
  dateTime: string;
  byline: string | null;
  lang?: string;
  /** The "Spanish only" label of an entry with no version in the list's language. */
  spanishOnly: { es: string; en: string } | null;
};

/** A small bilingual label: "Solo en español / Spanish only". */
export function SpanishOnly({ text }: { text: { es: string; en: string } }) {
  return (
    <span className="border border-ink-900/60 px-2 py-0.5 font-normal tracking-normal text-ink-800 normal-case">
      <span lang="es">{text.es}</span> / <span lang="en">{text.en}</span>
    </span>
  );
}

/** Entries as a list of article cards: type, area, date, title (the link), summary, author. */
export function EntryList({
  items,
  headingLevel = 'h3',
}: {
  items: readonly EntryListItem[];
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ul className="divide-y divide-stone-line border-y border-stone-line">
      {items.map((item) => (
        <li key={item.id}>
          <article className="group relative py-7" lang={item.lang}>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-[0.12em] uppercase">
              <span
                className={
                  item.isBlog
                    ? 'bg-brass-100 px-2 py-1 text-brass-700'
                    : 'bg-ink-50 px-2 py-1 text-ink-700'
                }
              >
                {item.kindLabel}
              </span>
              {item.categoryLabel ? (
                <span className="text-brass-700">{item.categoryLabel}</span>
              ) : null}
              {item.spanishOnly ? <SpanishOnly text={item.spanishOnly} /> : null}
              <time
                dateTime={item.dateTime}
                className="font-normal tracking-normal text-muted normal-case"
              >
                {item.dateLabel}
              </time>
            </p>
            <Heading className="mt-3 text-xl leading-snug sm:text-2xl">
              <SiteLink
                href={item.href}
                className="group-hover:underline group-hover:decoration-1 group-hover:underline-offset-4 after:absolute after:inset-0"
              >
                {item.title}
              </SiteLink>
            </Heading>
            <p className="mt-2 max-w-3xl leading-relaxed text-muted">{item.summary}</p>
            {item.byline ? <p className="mt-3 text-sm text-ink-700">{item.byline}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
