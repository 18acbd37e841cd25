type Item = { title: string; description: string };

/** The firm's values as a numbered list of short statements. */
export function ValuesList({ items }: { items: readonly Item[] }) {
  return (
    <ol className="grid gap-x-12 gap-y-10 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.title} className="border-t border-brass-500 pt-6">
          <span aria-hidden="true" className="font-serif text-sm text-brass-700">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-2 text-2xl">{item.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
