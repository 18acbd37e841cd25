import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SealPattern } from '@/components/ui/pattern';

type HeroProps = {
  eyebrow: string;
  title: string;
  text: string;
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
};

/** The home page's opening: the page's <h1>, the firm's promise and the two main paths. */
export function Hero({ eyebrow, title, text, primary, secondary }: HeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <SealPattern className="pointer-events-none absolute -top-24 -right-40 h-[38rem] w-[38rem] text-brass-300/25 sm:-right-24 lg:top-1/2 lg:right-0 lg:-translate-y-1/2" />
      <Container className="relative py-20 sm:py-28 lg:py-32">
        <div className="max-w-3xl">
          <p className="mb-5 text-xs font-semibold tracking-[0.2em] text-brass-300 uppercase">
            {eyebrow}
          </p>
          <h1 className="text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-100">{text}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <ButtonLink href={primary.href} variant="light">
              {primary.label}
            </ButtonLink>
            <ButtonLink href={secondary.href} variant="outlineLight">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
