import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

type NewsletterCta = { title: string; text: string; form: ReactNode };
type ContactCta = { title: string; text: string; href: string; label: string };

/** The two closing calls to action: the newsletter sign-up and a consultation. */
export function ClosingCtas({
  newsletter,
  contact,
}: {
  newsletter: NewsletterCta;
  contact: ContactCta;
}) {
  return (
    <section className="bg-white py-16 sm:py-24">
      <Container className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col border border-stone-line bg-paper p-8 sm:p-10">
          <h2 className="text-2xl sm:text-3xl">{newsletter.title}</h2>
          <p className="mt-4 mb-8 leading-relaxed text-muted">{newsletter.text}</p>
          {newsletter.form}
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
