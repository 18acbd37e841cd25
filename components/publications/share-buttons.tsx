'use client';

type ShareButtonsProps = {
  url: string;
  title: string;
  /** One button and a line of small network links, for cards. */
  compact?: boolean;
  labels: {
    share: string;
    copyLink: string;
    linkCopied: string;
    copyFailed: string;
    linkedin: string;
    whatsapp: string;
    email: string;
    emailShort: string;
  };
};

const linkClass =
  'inline-flex min-h-11 items-center border border-ink-900/20 px-3 text-sm font-medium text-ink-800 hover:border-ink-900';

/**
 * Share an entry: the browser's share sheet where it has one, else the link copied with a toast;
 * LinkedIn, WhatsApp and e-mail links work with no script at all.
 */
export function ShareButtons({ url, title, labels, compact = false }: ShareButtonsProps) {
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    // sonner is loaded on demand (see SiteToaster); by the time anyone clicks, it is there.
    const { toast } = await import('sonner');
    try {
      await navigator.clipboard.writeText(url);
      toast.success(labels.linkCopied);
    } catch {
      toast.error(labels.copyFailed);
    }
  }

  const encodedUrl = encodeURIComponent(url);
  const networks = [
    {
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
      label: labels.linkedin,
      short: 'LinkedIn',
      external: true,
    },
    {
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      label: labels.whatsapp,
      short: 'WhatsApp',
      external: true,
    },
    {
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`,
      label: labels.email,
      short: labels.emailShort,
      external: false,
    },
  ];
  if (compact) {
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-print-hidden>
        <button type="button" onClick={share} className={linkClass}>
          {labels.share}
        </button>
        <ul className="flex gap-4 text-sm">
          {networks.map((network) => (
            <li key={network.short}>
              <a
                href={network.href}
                aria-label={network.label}
                {...(network.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
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
      <button
        type="button"
        onClick={share}
        className={`${linkClass} bg-ink-900 text-white hover:bg-ink-700`}
      >
        {labels.share}
      </button>
      {networks.map((network) => (
        <a
          key={network.short}
          href={network.href}
          {...(network.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
          className={linkClass}
        >
          {network.label}
        </a>
      ))}
    </div>
  );
}
