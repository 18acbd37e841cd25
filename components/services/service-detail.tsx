import type { ReactNode } from 'react';
import type { Faq } from '@/lib/content/firm';

type ServiceDetailProps = {
  labels: {
    consists: string;
    howWeHelp: string;
    whyChooseUs: string;
    specificServices: string;
    faq: string;
    disclaimerTitle: string;
  };
  intro: string;
  consists: readonly string[];
  howWeHelp: readonly string[];
  whyChooseUs: readonly string[];
  specificServices: readonly string[];
  faq: readonly Faq[];
  disclaimer: string;
};

/** A section of the main column, named by its heading. */
function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The body of a practice-area page (docs/product.md#what-the-screens-show): what it is, how we
 * help, why us, services, FAQ, notice.
 */
export function ServiceDetail(props: ServiceDetailProps) {
  const { labels } = props;
  return (
    <div className="grid gap-16 lg:grid-cols-[2fr_1fr] lg:gap-20">
      <div className="space-y-16">
        <DetailSection id="consists" title={labels.consists}>
          <p className="mt-6 font-serif text-lg leading-relaxed text-ink-900 sm:text-xl">
            {props.intro}
          </p>
          <div className="mt-5 space-y-5 leading-relaxed text-muted">
            {/* Keyed by position: these lists are fixed, and a key travels in the RSC payload, so
                the text as its own key was sent twice. */}
            {props.consists.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </DetailSection>
        <DetailSection id="how-we-help" title={labels.howWeHelp}>
          <ul className="mt-6 space-y-4">
            {props.howWeHelp.map((item, index) => (
              <li key={index} className="flex gap-4 leading-relaxed text-ink-900">
                <span aria-hidden="true" className="mt-2.5 h-px w-5 shrink-0 bg-brass-500" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </DetailSection>
        <DetailSection id="why-choose-us" title={labels.whyChooseUs}>
          <ol className="mt-6 grid gap-6 sm:grid-cols-2">
            {props.whyChooseUs.map((item, index) => (
              <li key={index} className="border-t border-brass-500 pt-4 leading-relaxed text-muted">
                <span aria-hidden="true" className="block font-serif text-sm text-brass-700">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {item}
              </li>
            ))}
          </ol>
        </DetailSection>
        <DetailSection id="faq" title={labels.faq}>
          <div className="mt-6 divide-y divide-stone-line border-y border-stone-line">
            {props.faq.map((entry, index) => (
              <details key={index} className="group py-2">
                <summary className="flex min-h-11 items-start justify-between gap-6 py-3 font-serif text-lg text-ink-950">
                  <span>{entry.question}</span>
                  <span
                    aria-hidden="true"
                    className="mt-1 text-brass-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="pb-4 leading-relaxed text-muted">{entry.answer}</p>
              </details>
            ))}
          </div>
        </DetailSection>
      </div>
      {/* The service's own list and its disclaimer, each a section named by its heading: a
          column, not an unnamed complementary landmark around them. */}
      <div className="space-y-8 lg:sticky lg:top-8 lg:self-start">
        <section
          aria-labelledby="specific-services"
          className="border border-stone-edge bg-white p-7"
        >
          <h2 id="specific-services" className="text-xl">
            {labels.specificServices}
          </h2>
          <ul className="mt-5 space-y-3 text-sm leading-relaxed text-ink-900">
            {props.specificServices.map((item, index) => (
              <li key={index} className="border-b border-stone-line pb-3 last:border-0 last:pb-0">
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="disclaimer"
          className="border-l-2 border-brass-500 bg-brass-100/50 p-6"
        >
          <h2
            id="disclaimer"
            className="font-sans text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase"
          >
            {labels.disclaimerTitle}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-ink-900">{props.disclaimer}</p>
        </section>
      </div>
    </div>
  );
}
