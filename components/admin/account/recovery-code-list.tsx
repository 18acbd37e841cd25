/**
 * Recovery codes as they are shown, once: a titled list in a monospaced face, with the words
 * that say to keep them. `codes` is the action's answer (space-separated).
 */
export function RecoveryCodeList({
  codes,
  title,
  note,
}: {
  codes: string;
  title: string;
  note: string;
}) {
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3">
      <h3 id="recovery-codes-title" className="font-serif text-xl">
        {title}
      </h3>
      <p className="text-sm text-ink-900">{note}</p>
      <ul data-recovery-codes className="grid grid-cols-2 gap-2 font-mono text-base text-ink-950">
        {codes.split(' ').map((code) => (
          <li key={code} className="border border-stone-line bg-paper px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
    </section>
  );
}
