'use client';

export type PasteNoticeTexts = {
  /** The admin's language (the body around it may be in the other one). */
  lang: string;
  /** "N images were removed from the pasted content…", for a count. */
  imagesDropped: (count: number) => string;
  dismiss: string;
};

/**
 * Says, politely, that a paste lost its images (a body cannot hold them yet). The status region
 * is always there, empty until needed, so that assistive technology announces what appears in it.
 */
export function PasteNotice({
  count,
  texts,
  onDismiss,
}: {
  count: number;
  texts: PasteNoticeTexts;
  onDismiss: () => void;
}) {
  return (
    <div
      lang={texts.lang}
      className={
        count > 0
          ? 'flex flex-wrap items-center gap-x-3 gap-y-1 border border-b-0 border-ink-900/60 bg-brass-100 px-3 py-2'
          : undefined
      }
    >
      <p role="status" className="min-w-0 flex-1 text-sm text-ink-900">
        {count > 0 ? texts.imagesDropped(count) : ''}
      </p>
      {count > 0 ? (
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 shrink-0 px-2 text-sm font-semibold text-ink-900 underline underline-offset-4 hover:text-ink-700"
        >
          {texts.dismiss}
        </button>
      ) : null}
    </div>
  );
}
