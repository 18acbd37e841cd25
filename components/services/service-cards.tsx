import Link from 'next/link';

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
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service, index) => (
        <li
          key={service.key}
          className="group relative flex flex-col border border-stone-line bg-white p-7 transition-colors hover:border-ink-600"
        >
          <span aria-hidden="true" className="font-serif text-sm text-brass-700">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Heading className="mt-3 text-xl">
            <Link
              href={service.href}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {service.name}
            </Link>
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
