import { SiteLink } from '@/components/ui/site-link';

type PaginationProps = {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  labels: {
    nav: string;
    previous: string;
    next: string;
    pageOf: string;
    goTo: (page: number) => string;
  };
};

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center border px-3 text-sm';

/** Previous / numbered / next links that keep the search in the URL. */
export function Pagination({ page, pages, hrefFor, labels }: PaginationProps) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 1,
  );
  return (
    <nav
      aria-label={labels.nav}
      className="mt-10 flex flex-wrap items-center justify-between gap-4"
    >
      <p className="text-sm text-muted">{labels.pageOf}</p>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <SiteLink
              href={hrefFor(page - 1)}
              rel="prev"
              className={`${item} border-ink-900/25 hover:border-ink-900`}
            >
              {labels.previous}
            </SiteLink>
          </li>
        ) : null}
        {numbers.map((n, index) => (
          <li key={n} className="flex items-center gap-2">
            {index > 0 && n - (numbers[index - 1] ?? n) > 1 ? (
              <span aria-hidden="true">…</span>
            ) : null}
            {n === page ? (
              <span aria-current="page" className={`${item} border-ink-900 bg-ink-900 text-white`}>
                {n}
              </span>
            ) : (
              <SiteLink
                href={hrefFor(n)}
                aria-label={labels.goTo(n)}
                className={`${item} border-ink-900/25 hover:border-ink-900`}
              >
                {n}
              </SiteLink>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <SiteLink
              href={hrefFor(page + 1)}
              rel="next"
              className={`${item} border-ink-900/25 hover:border-ink-900`}
            >
              {labels.next}
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
