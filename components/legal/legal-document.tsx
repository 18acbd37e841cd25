import type { ReactNode } from 'react';
import type { LegalSection } from '@/lib/content/firm';

type LegalDocumentProps = {
  intro: string;
  lastUpdated: { label: string; date: string };
  contentsTitle: string;
  sections: readonly LegalSection[];
  /** Rendered right after the first section (the data controller's identification). */
  afterFirstSection?: ReactNode;
  /** Under the date (a text's version), and after the last section (its other versions). */
  note?: ReactNode;
  after?: ReactNode;
};

/** A legal text: date, table of contents, then numbered sections with paragraphs and lists. */
export function LegalDocument({
  intro,
  lastUpdated,
  contentsTitle,
  sections,
  afterFirstSection,
  note,
  after,
}: LegalDocumentProps) {
  return (
    <div className="grid grid-cols-1 gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
      <nav
        aria-labelledby="contents-title"
        className="lg:sticky lg:top-8 lg:self-start"
        data-print-hidden
      >
        <h2
          id="contents-title"
          className="font-sans text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase"
        >
          {contentsTitle}
        </h2>
        <ol className="mt-4 space-y-2 text-sm">
          {sections.map((section, index) => (
            <li key={index}>
              <a
                href={`#section-${index + 1}`}
                className="text-ink-800 underline-offset-4 hover:underline"
              >
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {/* The text of the page itself, titled by its <h1>: a plain block, not an <article> with no
          heading of its own. Each numbered section is named by its heading. */}
      <div className="max-w-3xl break-words">
        <p className="text-sm text-muted">
          {lastUpdated.label} {lastUpdated.date}
        </p>
        {note}
        <p className="mt-6 font-serif text-lg leading-relaxed text-ink-900">{intro}</p>
        {/* Keyed by position: these lists are fixed, and a key travels in the RSC payload, so
            the text as its own key was sent twice. */}
        {sections.map((section, index) => (
          <section
            key={index}
            id={`section-${index + 1}`}
            aria-labelledby={`section-${index + 1}-title`}
            className="mt-12"
          >
            <h2 id={`section-${index + 1}-title`} className="text-2xl">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-ink-900">
              {section.paragraphs.map((paragraph, at) => (
                <p key={at}>{paragraph}</p>
              ))}
            </div>
            {section.items.length > 0 ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink-900 marker:text-brass-700">
                {section.items.map((item, at) => (
                  <li key={at}>{item}</li>
                ))}
              </ul>
            ) : null}
            {index === 0 ? afterFirstSection : null}
          </section>
        ))}
        {after}
      </div>
    </div>
  );
}
