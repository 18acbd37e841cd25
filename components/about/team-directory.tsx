import { Monogram } from '@/components/home/team-teaser';

type Member = { id: string; name: string; role: string; shortBio: string; longBio: string };
type Group = { key: string; title: string; description: string; members: readonly Member[] };

/** The team by group; each lawyer's long biography opens on demand, with no script. */
export function TeamDirectory({
  groups,
  bioToggle,
}: {
  groups: readonly Group[];
  bioToggle: string;
}) {
  return (
    <div className="space-y-16">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`team-${group.key}`}>
          <div className="border-stone-line border-b pb-4">
            <h3 id={`team-${group.key}`} className="text-2xl">
              {group.title}
            </h3>
            <p className="text-muted mt-2 max-w-3xl">{group.description}</p>
          </div>
          {group.members.length > 0 ? (
            <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {group.members.map((member) => (
                <li key={member.id} className="border-stone-line flex flex-col border bg-white p-6">
                  <div className="flex items-center gap-4">
                    <Monogram name={member.name} />
                    <div>
                      <h4 className="text-ink-950 font-serif text-lg leading-snug">
                        {member.name}
                      </h4>
                      <p className="text-brass-700 text-sm">{member.role}</p>
                    </div>
                  </div>
                  <p className="text-muted mt-4 leading-relaxed">{member.shortBio}</p>
                  <details className="group border-stone-line mt-4 border-t pt-4">
                    <summary className="text-ink-800 inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
                      <span
                        aria-hidden="true"
                        className="transition-transform group-open:rotate-90"
                      >
                        ›
                      </span>
                      {bioToggle}
                      <span className="sr-only">: {member.name}</span>
                    </summary>
                    <p className="text-ink-900 mt-3 leading-relaxed">{member.longBio}</p>
                  </details>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
