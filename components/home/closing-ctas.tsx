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
        <div className="flex flex-col border border-stone-edge bg-paper p-8 sm:p-10">
          <h2 className="text-2xl sm:text-3xl">{updates.title}</h2>
          <p className="mt-4 flex-1 leading-relaxed text-muted">{updates.text}</p>
          <div className="mt-8">
            <ButtonLink href={updates.href} variant="secondary">
              {updates.label}
            </ButtonLink>
          </div>
        </div>
        <div className="flex flex-col border border-ink-900 bg-ink-900 p-8 text-white sm:p-10">
          <h2 className="text-2xl text-white sm:text-3xl">{contact.title}</h2>
          <p className="mt-4 flex-1 leading-relaxed text-ink-100">{contact.text}</p>
          <div className="mt-8">
            <ButtonLink href={contact.href} variant="light">
              {contact.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
