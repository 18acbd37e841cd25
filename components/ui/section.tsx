import type { ReactNode } from 'react';
import { Container } from './container';

type SectionProps = {
  id?: string;
  title: string;
  intro?: string;
  eyebrow?: string;
  tone?: 'paper' | 'white' | 'ink';
  children?: ReactNode;
};

const tones = {
  paper: 'bg-paper',
  white: 'bg-white',
  ink: 'bg-ink-900 text-ink-50 [&_h2]:text-white',
} as const;

/** A titled band of the page; `tone` alternates backgrounds so sections read apart. */
export function Section({ id, title, intro, eyebrow, tone = 'paper', children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`py-16 sm:py-24 ${tones[tone]}`}>
      <Container>
        <div className="max-w-3xl">
          {eyebrow ? (
            <p
              className={`mb-3 text-xs font-semibold tracking-[0.18em] uppercase ${tone === 'ink' ? 'text-brass-300' : 'text-brass-700'}`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="text-3xl leading-tight sm:text-4xl">
            {title}
          </h2>
          {intro ? (
            <p
              className={`mt-4 text-lg leading-relaxed ${tone === 'ink' ? 'text-ink-100' : 'text-muted'}`}
            >
              {intro}
            </p>
          ) : null}
        </div>
        {children ? <div className="mt-10 sm:mt-12">{children}</div> : null}
      </Container>
    </section>
  );
}
