'use client';

type ShareButtonProps = {
  url: string;
  title: string;
  label: string;
  linkCopied: string;
  copyFailed: string;
  className: string;
};

/**
 * The one part of the share controls that needs script: the browser's share sheet where it has
 * one, else the link copied with a toast. The network links beside it are plain server-rendered
 * anchors (components/publications/share.tsx).
 */
export function ShareButton({
  url,
  title,
  label,
  linkCopied,
  copyFailed,
  className,
}: ShareButtonProps) {
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
      toast.success(linkCopied);
    } catch {
      toast.error(copyFailed);
    }
  }

  return (
    <button type="button" onClick={share} className={className}>
      {label}
    </button>
  );
}
