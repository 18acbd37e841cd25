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
          <div className="border-b border-stone-line pb-4">
            <h3 id={`team-${group.key}`} className="text-2xl">
              {group.title}
            </h3>
            <p className="mt-2 max-w-3xl text-muted">{group.description}</p>
          </div>
          {group.members.length > 0 ? (
            <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {group.members.map((member) => (
                <li key={member.id} className="flex flex-col border border-stone-line bg-white p-6">
                  <div className="flex items-center gap-4">
                    <Monogram name={member.name} />
                    <div>
                      <h4 className="font-serif text-lg leading-snug text-ink-950">
                        {member.name}
                      </h4>
                      <p className="text-sm text-brass-700">{member.role}</p>
                    </div>
                  </div>
                  <p className="mt-4 leading-relaxed text-muted">{member.shortBio}</p>
                  <details className="group mt-4 border-t border-stone-line pt-4">
                    <summary className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-800">
                      <span
                        aria-hidden="true"
                        className="transition-transform group-open:rotate-90"
                      >
                        ›
                      </span>
                      {bioToggle}
                      <span className="sr-only">: {member.name}</span>
                    </summary>
                    <p className="mt-3 leading-relaxed text-ink-900">{member.longBio}</p>
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
