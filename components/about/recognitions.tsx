type Recognition = { key: string; title: string; organization: string; description: string };

/** Recognitions from legal directories: organization, title and a sober description. */
export function RecognitionList({ items }: { items: readonly Recognition[] }) {
  return (
    // Five recognitions, and none alone on a row: two columns (the fifth spans both) from sm;
    // from lg, two wide cards then three on a six-column grid.
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
      {items.map((item) => (
        <li
          key={item.key}
          className="flex flex-col border border-stone-edge bg-white p-7 sm:last:odd:col-span-2 lg:col-span-2 lg:last:odd:col-span-2 lg:[&:nth-child(-n+2)]:col-span-3"
        >
          <p className="text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase">
            {item.organization}
          </p>
          <h3 className="mt-3 text-xl">{item.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
