type Stat = { value: string; label: string };

/** The firm's headline figures (SPEC §9) as a row of large numbers. */
export function Stats({ title, stats }: { title: string; stats: readonly Stat[] }) {
  return (
    <section aria-labelledby="stats-title" className="border-stone-line border-b bg-white">
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8">
        <h2 id="stats-title" className="sr-only">
          {title}
        </h2>
        <dl className="grid gap-10 text-center sm:grid-cols-3 sm:gap-6">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="sm:border-stone-line flex flex-col-reverse gap-2 sm:border-l sm:first:border-0"
            >
              <dt className="text-muted text-sm tracking-wide">{stat.label}</dt>
              <dd className="text-ink-950 font-serif text-4xl sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
