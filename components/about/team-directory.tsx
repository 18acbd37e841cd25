import { SiteLink } from '@/components/ui/site-link';
import { Portrait } from '@/components/team/portrait';

type Member = {
  id: string;
  name: string;
  role: string;
  shortBio: string;
  href: string;
  portrait?: string;
};
type Group = { key: string; title: string; description: string; members: readonly Member[] };

/**
 * The team by group: each lawyer's card is one link to their profile page, where the long
 * biography lives. The name is the link, stretched over the whole card; "View profile" only
 * shows where it leads, so a screen reader hears each lawyer once, not two links to one page.
 * A group without members is not shown, and a group that three columns would leave with one
 * card alone on its last row (2, 4) keeps two columns.
 */
export function TeamDirectory({
  groups,
  viewProfile,
}: {
  groups: readonly Group[];
  viewProfile: string;
}) {
  return (
    <div className="space-y-16">
      {groups
        .filter((group) => group.members.length > 0)
        .map((group) => (
          <section key={group.key} aria-labelledby={`team-${group.key}`}>
            <div className="border-b border-stone-line pb-4">
              <h3 id={`team-${group.key}`} className="text-2xl">
                {group.title}
              </h3>
              <p className="mt-2 max-w-3xl text-muted">{group.description}</p>
            </div>
            <ul
              className={`mt-8 grid gap-8 md:grid-cols-2 ${group.members.length % 3 === 0 ? 'lg:grid-cols-3' : ''}`}
            >
              {group.members.map((member) => (
                <li
                  key={member.id}
                  className="group relative flex flex-col border border-stone-edge bg-white p-6 transition-colors hover:border-ink-700"
                >
                  <div className="flex items-center gap-4">
                    <Portrait
                      name={member.name}
                      src={member.portrait}
                      alt=""
                      className="w-16 shrink-0"
                    />
                    <div>
                      <h4 className="font-serif text-lg leading-snug text-ink-950">
                        <SiteLink
                          href={member.href}
                          className="underline-offset-4 group-hover:underline after:absolute after:inset-0"
                        >
                          {member.name}
                        </SiteLink>
                      </h4>
                      <p className="text-sm text-brass-700">{member.role}</p>
                    </div>
                  </div>
                  <p className="mt-4 leading-relaxed text-muted">{member.shortBio}</p>
                  <p
                    aria-hidden="true"
                    className="mt-auto inline-flex items-center gap-2 pt-4 text-sm font-semibold text-ink-800"
                  >
                    <span className="underline underline-offset-4">{viewProfile}</span> →
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
