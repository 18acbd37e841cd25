import { SiteLink } from '@/components/ui/site-link';
import { EntryList, type EntryListItem } from '@/components/publications/entry-list';
import { Container } from '@/components/ui/container';
import { Portrait } from './portrait';

type Lead = { id: string; name: string; role: string; href: string; portrait?: string };

type ServiceTeamProps = {
  labels: { leadsTitle: string; latestTitle: string; allInArea: string };
  leads: readonly Lead[];
  latest: readonly EntryListItem[];
  allInAreaHref: string;
};

/** On a practice area's page: the lawyers who lead it and its latest publications. */
export function ServiceTeam({ labels, leads, latest, allInAreaHref }: ServiceTeamProps) {
  return (
    <div className="bg-white py-16 sm:py-20" data-print-hidden>
      <Container className="grid gap-14 lg:grid-cols-[1fr_2fr] lg:gap-20">
        <section aria-labelledby="service-leads">
          <h2 id="service-leads" className="text-2xl sm:text-3xl">
            {labels.leadsTitle}
          </h2>
          <ul className="mt-8 space-y-6">
            {leads.map((lead) => (
              <li key={lead.id} className="flex items-center gap-5">
                <Portrait name={lead.name} src={lead.portrait} alt="" className="w-20 shrink-0" />
                <div>
                  <p className="font-serif text-xl leading-snug text-ink-950">
                    <SiteLink href={lead.href} className="underline-offset-4 hover:underline">
                      {lead.name}
                    </SiteLink>
                  </p>
                  <p className="mt-1 text-sm text-brass-700">{lead.role}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        {latest.length > 0 ? (
          <section aria-labelledby="service-latest" className="min-w-0">
            <h2 id="service-latest" className="text-2xl sm:text-3xl">
              {labels.latestTitle}
            </h2>
            <div className="mt-4">
              <EntryList items={latest} />
            </div>
            <p className="mt-6">
              <SiteLink
                href={allInAreaHref}
                className="text-sm font-semibold text-ink-800 underline underline-offset-4"
              >
                {labels.allInArea}
              </SiteLink>
            </p>
          </section>
        ) : null}
      </Container>
    </div>
  );
}
