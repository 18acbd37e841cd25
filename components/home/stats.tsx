type Stat = { value: string; label: string };

/** The firm's headline figures (lib/site.ts `stats`, decades since founding) as large numbers. */
export function Stats({ title, stats }: { title: string; stats: readonly Stat[] }) {
  return (
    <section aria-labelledby="stats-title" className="border-b border-stone-line bg-white">
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8">
        <h2 id="stats-title" className="sr-only">
          {title}
        </h2>
        {/* Each figure stays on one line (its size follows the width between sm and lg), in
            tabular lining figures, so the three sit on one baseline at every width. */}
        <dl className="grid gap-10 text-center sm:grid-cols-3 sm:gap-6">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end gap-2 sm:border-l sm:border-stone-line sm:first:border-0"
            >
              <dt className="text-sm tracking-wide text-muted">{stat.label}</dt>
              <dd className="font-serif text-4xl whitespace-nowrap text-ink-950 lining-nums tabular-nums sm:text-[clamp(1.75rem,4.4vw,3rem)]">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
