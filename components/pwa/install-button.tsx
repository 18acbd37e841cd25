type InstallButtonProps = {
  label: string;
  dismissLabel: string;
  onInstall: () => void;
  onDismiss: () => void;
};

/**
 * The small offer to install the site as an app, with its own close control: white, so it reads
 * on navy and paper alike.
 */
export function InstallButton({ label, dismissLabel, onInstall, onDismiss }: InstallButtonProps) {
  return (
    <div className="flex items-stretch self-stretch border border-stone-edge bg-white text-ink-900 shadow-lg shadow-ink-950/20 sm:self-end">
      <button
        type="button"
        onClick={onInstall}
        className="inline-flex min-h-11 flex-1 items-center gap-2.5 px-4 text-sm font-semibold tracking-wide hover:bg-ink-50"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4 text-brass-700"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
        </svg>
        {label}
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        title={dismissLabel}
        className="inline-flex min-h-11 min-w-11 items-center justify-center border-l border-stone-edge hover:bg-ink-50"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
