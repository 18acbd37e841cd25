import { ButtonLink } from '@/components/ui/button-link';

type Person = { id: string; name: string; role: string };

/** A glimpse of the team on the home page: the partners and a link to the full team. */
export function TeamTeaser({
  people,
  link,
}: {
  people: readonly Person[];
  link: { href: string; label: string };
}) {
  return (
    <div className="grid items-end gap-10 lg:grid-cols-[1fr_auto]">
      <ul className="grid gap-6 sm:grid-cols-2">
        {people.map((person) => (
          <li key={person.id} className="flex items-center gap-5 border-t border-stone-line pt-6">
            <Monogram name={person.name} />
            <div>
              <p className="font-serif text-xl text-ink-950">{person.name}</p>
              <p className="text-sm text-muted">{person.role}</p>
            </div>
          </li>
        ))}
      </ul>
      <ButtonLink href={link.href} variant="secondary">
        {link.label}
      </ButtonLink>
    </div>
  );
}

/** Initials in a drawn frame, in place of a portrait. */
function Monogram({ name }: { name: string }) {
  const words = name.split(/\s+/);
  const initials = `${words[0]?.charAt(0) ?? ''}${words.at(-2)?.charAt(0) ?? ''}`;
  return (
    <span
      aria-hidden="true"
      className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full border border-brass-500 bg-ink-50 font-serif text-xl text-ink-800"
    >
      {initials}
    </span>
  );
}
