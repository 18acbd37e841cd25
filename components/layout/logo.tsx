import { site } from '@/lib/site';

/** The firm's mark: a drawn monogram seal beside the name. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const initials = site.shortName
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('');
  return (
    <span className="inline-flex items-center gap-3">
      <svg viewBox="0 0 40 40" className="h-10 w-10 shrink-0" aria-hidden="true" focusable="false">
        <circle
          cx="20"
          cy="20"
          r="19"
          fill="none"
          stroke="currentColor"
          strokeWidth="1"
          className="text-brass-500"
        />
        <circle
          cx="20"
          cy="20"
          r="15.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="0.6"
          className="text-brass-500"
        />
        <text
          x="20"
          y="25"
          textAnchor="middle"
          fontSize="13"
          fontFamily="var(--font-serif), Georgia, serif"
          fill="currentColor"
        >
          {initials}
        </text>
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`font-serif text-lg ${tone === 'light' ? 'text-white' : 'text-ink-950'}`}>
          {site.shortName}
        </span>
        <span
          className={`text-[0.68rem] tracking-[0.2em] uppercase ${tone === 'light' ? 'text-ink-100' : 'text-muted'}`}
        >
          Abogados · {site.foundingYear}
        </span>
      </span>
    </span>
  );
}
