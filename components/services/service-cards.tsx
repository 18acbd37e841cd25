import { SiteLink } from '@/components/ui/site-link';

type ServiceCard = { key: string; href: string; name: string; summary: string };

/**
 * The practice areas as a grid of cards, each one link to its page. Card titles are h3 under a
 * section's h2, or h2 straight under the page's h1 (`headingLevel`), so no level is skipped.
 */
export function ServiceCards({
  services,
  linkLabel,
  headingLevel = 3,
}: {
  services: readonly ServiceCard[];
  linkLabel: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-12">
      {services.map((service, index) => (
        <li
          key={service.key}
          className={`group relative flex flex-col border border-stone-edge bg-white p-7 transition-colors hover:border-ink-600 ${spanClasses(index, services.length)}`}
        >
          <span aria-hidden="true" className="font-serif text-sm text-brass-700">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Heading className="mt-3 text-xl">
            <SiteLink
              href={service.href}
              // The whole card is the link's target area, so the focus ring goes round the card.
              className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-3 focus-visible:after:outline-brass-500"
            >
              {service.name}
            </SiteLink>
          </Heading>
          <p className="mt-3 flex-1 leading-relaxed text-muted">{service.summary}</p>
          <span
            aria-hidden="true"
            className="mt-6 text-sm font-semibold text-ink-800 group-hover:underline"
          >
            {linkLabel} →
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The columns a card spans, so that every row is full and none holds a card alone: two columns
 * from sm (an odd last card spans both); from lg, rows of three on a twelve-column grid, the last
 * four in a row of four when one card would be left over (seven areas: three, then four), the
 * last two in halves when two would (the six other areas of a service page are two rows of three).
 */
function spanClasses(index: number, count: number): string {
  const sm = count % 2 === 1 && index === count - 1 ? 'sm:col-span-2' : '';
  const fromEnd = count - index;
  const lg =
    count % 3 === 1 && count >= 4 && fromEnd <= 4
      ? 'lg:col-span-3'
      : count % 3 === 2 && fromEnd <= 2
        ? 'lg:col-span-6'
        : 'lg:col-span-4';
  return `${sm} ${lg}`;
}
