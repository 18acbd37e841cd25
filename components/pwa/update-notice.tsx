import { useId } from 'react';

type UpdateNoticeProps = {
  title: string;
  question: string;
  updateLabel: string;
  laterLabel: string;
  onUpdate: () => void;
  onLater: () => void;
};

/** "Nueva versión disponible / ¿Actualizar ahora?" with its two answers. */
export function UpdateNotice({
  title,
  question,
  updateLabel,
  laterLabel,
  onUpdate,
  onLater,
}: UpdateNoticeProps) {
  const titleId = useId();
  const buttonClass =
    'inline-flex min-h-11 items-center justify-center border px-5 text-sm font-semibold tracking-wide transition-colors';
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="border border-t-2 border-stone-edge border-t-brass-500 bg-white p-5 shadow-xl shadow-ink-950/15"
    >
      <p id={titleId} className="font-serif text-lg leading-snug text-ink-950">
        {title}
      </p>
      <p className="mt-1 text-sm text-muted">{question}</p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={onUpdate}
          className={`${buttonClass} border-ink-900 bg-ink-900 text-white hover:bg-ink-700`}
        >
          {updateLabel}
        </button>
        <button
          type="button"
          onClick={onLater}
          className={`${buttonClass} border-ink-900/30 bg-white text-ink-900 hover:border-ink-900`}
        >
          {laterLabel}
        </button>
      </div>
    </div>
  );
}
