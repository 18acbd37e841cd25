type InstallButtonProps = { label: string; onInstall: () => void };

/** The small offer to install the site as an app: white, so it reads on navy and paper alike. */
export function InstallButton({ label, onInstall }: InstallButtonProps) {
  return (
    <button
      type="button"
      onClick={onInstall}
      className="inline-flex min-h-11 items-center gap-2.5 self-end border border-stone-line bg-white px-4 text-sm font-semibold tracking-wide text-ink-900 shadow-lg shadow-ink-950/20 transition-colors hover:border-ink-900"
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
  );
}
