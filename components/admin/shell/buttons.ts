// The admin area's two link-button looks (the 403 page and the forms use the same).

export const primaryButton =
  'inline-flex min-h-11 items-center border border-ink-900 bg-ink-900 px-5 py-2 text-sm font-semibold text-white hover:bg-ink-700';

export const secondaryButton =
  'inline-flex min-h-11 items-center border border-ink-900 bg-white px-5 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white';
