import { SiteLink } from '@/components/ui/site-link';
import { Container } from './container';
import { LinePattern } from './pattern';

type Crumb = { name: string; path: string };

/** The id of an inner page's <h1>: what names the page's article, where it has one. */
export const pageTitleId = 'page-title';

type PageHeaderProps = {
  title: string;
  lead?: string;
  eyebrow?: string;
  breadcrumbs: { label: string; trail: readonly Crumb[] };
};

/** The top of every inner page: breadcrumb trail, the page's one <h1> and its lead. */
export function PageHeader({ title, lead, eyebrow, breadcrumbs }: PageHeaderProps) {
  const last = breadcrumbs.trail.length - 1;
  return (
    <header className="relative overflow-hidden border-b border-stone-line bg-ink-900 text-ink-50">
      <LinePattern className="absolute inset-0 h-full w-full text-white/[0.07]" />
      <Container className="relative py-14 sm:py-20">
        <nav aria-label={breadcrumbs.label} className="mb-6 text-sm">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-100">
            {breadcrumbs.trail.map((crumb, index) => (
              <li key={crumb.path} className="flex items-center gap-2">
                {index === last ? (
                  <span aria-current="page" className="text-white">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <SiteLink href={crumb.path} className="underline-offset-4 hover:underline">
                      {crumb.name}
                    </SiteLink>
                    <span aria-hidden="true" className="text-brass-300">
                      /
                    </span>
                  </>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {eyebrow ? (
          <p className="mb-3 text-xs font-semibold tracking-[0.18em] text-brass-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 id={pageTitleId} className="max-w-4xl text-4xl leading-tight text-white sm:text-5xl">
          {title}
        </h1>
        {lead ? (
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-100">{lead}</p>
        ) : null}
      </Container>
    </header>
  );
}
