import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

type Cta = { title: string; text: string; href: string; label: string };

/**
 * The two closing calls to action: the legal updates and a consultation. (The newsletter
 * sign-up is the footer's, right below: one per page.)
 */
export function ClosingCtas({ updates, contact }: { updates: Cta; contact: Cta }) {
  return (
    <section className="bg-white py-16 sm:py-24">
      <Container className="grid gap-6 md:grid-cols-2">
        <CtaCard cta={updates} tone="light" />
        <CtaCard cta={contact} tone="dark" />
      </Container>
    </section>
  );
}

const tones = {
  light: { box: 'border-stone-edge bg-paper', title: '', text: 'text-muted', button: 'secondary' },
  dark: {
    box: 'border-ink-900 bg-ink-900 text-white',
    title: 'text-white',
    text: 'text-ink-100',
    button: 'light',
  },
} as const;

/** One call to action: on paper, or on ink for the one that stands out. */
function CtaCard({ cta, tone }: { cta: Cta; tone: keyof typeof tones }) {
  const colors = tones[tone];
  return (
    <div className={`flex flex-col border p-8 sm:p-10 ${colors.box}`}>
      <h2 className={`${colors.title} text-2xl sm:text-3xl`.trim()}>{cta.title}</h2>
      <p className={`mt-4 flex-1 leading-relaxed ${colors.text}`}>{cta.text}</p>
      <div className="mt-8">
        <ButtonLink href={cta.href} variant={colors.button}>
          {cta.label}
        </ButtonLink>
      </div>
    </div>
  );
}
