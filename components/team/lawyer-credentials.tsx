import { SiteLink } from '@/components/ui/site-link';

const heading = 'font-sans text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase';

/** A lawyer's practice areas, each a link to its service page. */
export function PracticeAreaLinks({
  title,
  areas,
}: {
  title: string;
  areas: ReadonlyArray<{ key: string; name: string; href: string }>;
}) {
  return (
    <section aria-labelledby="lawyer-areas">
      <h2 id="lawyer-areas" className={heading}>
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {areas.map((area) => (
          <li key={area.key}>
            <SiteLink
              href={area.href}
              className="inline-flex min-h-11 items-center border border-ink-600 bg-white px-4 py-2 font-serif text-lg text-ink-900 transition-colors hover:bg-ink-900 hover:text-white"
            >
              {area.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Degrees and the institutions that granted them, highest last. */
export function EducationList({
  title,
  items,
}: {
  title: string;
  items: ReadonlyArray<{ degree: string; institution: string }>;
}) {
  return (
    <section aria-labelledby="lawyer-education">
      <h2 id="lawyer-education" className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-6 divide-y divide-stone-line border-y border-stone-line">
        {items.map((item) => (
          <li
            key={`${item.degree}-${item.institution}`}
            className="grid gap-1 py-4 sm:grid-cols-[1fr_auto] sm:gap-6"
          >
            <p className="font-serif text-lg leading-snug text-ink-950">{item.degree}</p>
            <p className="text-sm text-muted sm:pt-1 sm:text-right">{item.institution}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The short facts beside the portrait: working languages and bar registration. */
export function LawyerFacts({
  labels,
  languages,
  barNumber,
  className = '',
}: {
  labels: { languages: string; barNumber: string };
  languages: readonly string[];
  barNumber: string;
  className?: string;
}) {
  return (
    <dl className={`space-y-5 text-sm ${className}`}>
      <div>
        <dt className={heading}>{labels.languages}</dt>
        <dd className="mt-2 text-ink-900">
          <ul>
            {languages.map((language) => (
              <li key={language}>{language}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt className={heading}>{labels.barNumber}</dt>
        <dd className="mt-2 text-ink-900 tabular-nums">{barNumber}</dd>
      </div>
    </dl>
  );
}
