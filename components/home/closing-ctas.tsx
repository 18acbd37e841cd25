import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

type Cta = {
  title: string;
  text: string;
  note?: string;
  href: string;
  label: string;
  external?: boolean;
};

/** The two closing calls to action: the newsletter and a consultation. */
export function ClosingCtas({ newsletter, contact }: { newsletter: Cta; contact: Cta }) {
  return (
    <section className="bg-white py-16 sm:py-24">
      <Container className="grid gap-6 md:grid-cols-2">
        {[newsletter, contact].map((cta, index) => (
          <div
            key={cta.title}
            className={`flex flex-col border p-8 sm:p-10 ${index === 0 ? 'border-stone-line bg-paper' : 'border-ink-900 bg-ink-900 text-white'}`}
          >
            <h2 className={`text-2xl sm:text-3xl ${index === 1 ? 'text-white' : ''}`}>
              {cta.title}
            </h2>
            <p
              className={`mt-4 flex-1 leading-relaxed ${index === 1 ? 'text-ink-100' : 'text-muted'}`}
            >
              {cta.text}
            </p>
            {cta.note ? <p className="mt-3 text-sm text-muted">{cta.note}</p> : null}
            <div className="mt-8">
              <ButtonLink
                href={cta.href}
                external={cta.external}
                variant={index === 1 ? 'light' : 'primary'}
              >
                {cta.label}
              </ButtonLink>
            </div>
          </div>
        ))}
      </Container>
    </section>
  );
}
