import { getTranslations } from 'next-intl/server';
import { absoluteUrl } from '@/lib/site-url';
import { ShareButton } from './share-button';

const linkClass =
  'inline-flex min-h-11 items-center border border-ink-900/20 px-3 text-sm font-medium text-ink-800 hover:border-ink-900';
const externalLink = { rel: 'noopener noreferrer', target: '_blank' } as const;

/**
 * Share controls for the page at `path`, labelled in the page's language: a share button (the
 * browser's share sheet, else the link copied) and LinkedIn, WhatsApp and e-mail links, which
 * work with no script at all. `compact`: one button and a line of small network links, for cards.
 */
export async function Share({
  path,
  title,
  label,
  compact = false,
}: {
  path: string;
  title: string;
  label?: string;
  compact?: boolean;
}) {
  const t = await getTranslations('Publications');
  const url = absoluteUrl(path);
  const encodedUrl = encodeURIComponent(url);
  const networks = [
    {
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
      label: t('shareOn', { network: 'LinkedIn' }),
      short: 'LinkedIn',
      external: true,
    },
    {
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      label: t('shareOn', { network: 'WhatsApp' }),
      short: 'WhatsApp',
      external: true,
    },
    {
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`,
      label: t('shareByEmail'),
      short: t('emailShort'),
      external: false,
    },
  ];
  const button = (className: string) => (
    <ShareButton
      url={url}
      title={title}
      label={label ?? t('share')}
      linkCopied={t('linkCopied')}
      copyFailed={t('copyFailed')}
      className={className}
    />
  );

  if (compact) {
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-print-hidden>
        {button(linkClass)}
        <ul className="flex gap-4 text-sm">
          {networks.map((network) => (
            <li key={network.short}>
              <a
                href={network.href}
                aria-label={network.label}
                {...(network.external ? externalLink : {})}
                className="inline-flex min-h-11 items-center text-ink-700 underline decoration-ink-900/30 underline-offset-4 hover:text-ink-950"
              >
                {network.short}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-print-hidden>
      {button(`${linkClass} bg-ink-900 text-white hover:bg-ink-700`)}
      {networks.map((network) => (
        <a
          key={network.short}
          href={network.href}
          {...(network.external ? externalLink : {})}
          className={linkClass}
        >
          {network.label}
        </a>
      ))}
    </div>
  );
}
