type Milestone = { year: string; title: string; subtitle: string; description: string };

/** The firm's milestones on a vertical line, oldest first. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className="border-brass-500/60 relative border-l pl-8 sm:pl-12">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="relative pb-12 last:pb-0">
          <span
            aria-hidden="true"
            className="border-brass-500 bg-paper absolute top-1.5 -left-[2.43rem] h-3 w-3 rounded-full border-2 sm:-left-[3.43rem]"
          />
          <p className="text-brass-700 font-serif text-3xl">{milestone.year}</p>
          <h3 className="mt-2 text-2xl">{milestone.title}</h3>
          <p className="text-ink-700 mt-1 text-sm font-semibold tracking-wide uppercase">
            {milestone.subtitle}
          </p>
          <p className="text-muted mt-3 max-w-2xl leading-relaxed">{milestone.description}</p>
        </li>
      ))}
    </ol>
  );
}
