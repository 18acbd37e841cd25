import { ButtonLink } from '@/components/ui/button-link';

type Step = { title: string; description: string };

type HowWeWorkProps = {
  steps: readonly Step[];
  ctaText: string;
  cta: { href: string; label: string };
};

/** How we work: three steps and a call to action (docs/product.md#what-the-screens-show). */
export function HowWeWorkSteps({ steps, ctaText, cta }: HowWeWorkProps) {
  return (
    <>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="border border-white/15 bg-white/[0.04] p-7">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full border border-brass-300 font-serif text-brass-300"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-xl text-white">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-ink-100">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 flex flex-col items-start gap-5 border-t border-white/15 pt-10 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-lg text-ink-50">{ctaText}</p>
        <ButtonLink href={cta.href} variant="light">
          {cta.label}
        </ButtonLink>
      </div>
    </>
  );
}
