type Position = {
  key: string;
  title: string;
  description: string;
  requirements: readonly string[];
};

/**
 * The profiles the firm is looking for, each with its requirements
 * (docs/product.md#what-the-screens-show).
 */
export function Positions({
  positions,
  requirementsLabel,
}: {
  positions: readonly Position[];
  requirementsLabel: string;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {positions.map((position) => (
        <li key={position.key} className="flex flex-col border border-stone-edge bg-white p-7">
          <h3 className="text-2xl">{position.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{position.description}</p>
          <h4 className="mt-6 text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase">
            {requirementsLabel}
          </h4>
          <ul className="mt-3 space-y-2 text-sm leading-relaxed text-ink-900">
            {/* Keyed by position: these lists are fixed, and a key travels in the RSC payload, so
                the text as its own key was sent twice. */}
            {position.requirements.map((requirement, index) => (
              <li key={index} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 h-px w-4 shrink-0 bg-brass-500" />
                <span>{requirement}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
