// The admin tables' responsive pattern: a table from md up; on a phone each row is a block of
// labelled lines (five columns do not fit 390 px, and a table scrolled sideways hides its links).

export const phoneCell =
  'border-b border-stone-line px-3 py-3 text-left align-top max-md:block max-md:border-0 max-md:py-1';

export const phoneRow = 'max-md:block max-md:border-b max-md:border-stone-line max-md:py-3';

/** The column's name above its value, on phones only (the table's header row says it above). */
export function PhoneLabel({ children }: { children: string }) {
  return (
    <span className="block text-xs font-semibold tracking-wide text-muted uppercase md:hidden">
      {children}
    </span>
  );
}
