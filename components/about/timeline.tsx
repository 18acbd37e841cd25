type Milestone = { year: string; title: string; subtitle: string; description: string };

/** The firm's milestones on a vertical line, oldest first. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className="relative border-l border-brass-500/60 pl-8 sm:pl-12">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="relative pb-12 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.43rem] h-3 w-3 rounded-full border-2 border-brass-500 bg-paper sm:-left-[3.43rem]"
          />
          <p className="font-serif text-3xl text-brass-700">{milestone.year}</p>
          <h3 className="mt-2 text-2xl">{milestone.title}</h3>
          <p className="mt-1 text-sm font-semibold tracking-wide text-ink-700 uppercase">
            {milestone.subtitle}
          </p>
          <p className="mt-3 max-w-2xl leading-relaxed text-muted">{milestone.description}</p>
        </li>
      ))}
    </ol>
  );
}
