type Recognition = { key: string; title: string; organization: string; description: string };

/** Recognitions from legal directories: organization, title and a sober description. */
export function RecognitionList({ items }: { items: readonly Recognition[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.key} className="flex flex-col border border-stone-line bg-white p-7">
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
