'use client';

import { forwardRef } from 'react';
import type { Problem } from '@/lib/forms/state';

/**
 * What went wrong with a submit, at the top of the form: each problem a link to its field when it
 * is about one, with any details listed under it. Announced as it appears and focused by the
 * form, so a reader (a phone's among them) starts at the first problem rather than at the button.
 * The public forms and the staff's share it; e2e finds it by `data-form-problems`.
 */
export const FormProblems = forwardRef<HTMLDivElement, { title: string; problems: Problem[] }>(
  function FormProblems({ title, problems }, ref) {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        data-form-problems
        className="border-2 border-red-700 bg-white p-5 focus:outline-3 focus:outline-offset-3 focus:outline-brass-500"
      >
        <p className="font-semibold text-red-900">{title}</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-red-900">
          {problems.map((problem) => (
            <li key={`${problem.fieldId ?? ''}${problem.message}`}>
              {problem.fieldId ? (
                <a
                  href={`#${problem.fieldId}`}
                  onClick={(event) => {
                    const field = document.getElementById(problem.fieldId!);
                    if (!field) return;
                    // A fragment link scrolls but leaves focus behind: move it to the field, and
                    // bring the field to the middle of the screen rather than under a sticky header.
                    event.preventDefault();
                    field.focus();
                    field.scrollIntoView({ block: 'center' });
                  }}
                  className="underline underline-offset-2"
                >
                  {problem.message}
                </a>
              ) : (
                problem.message
              )}
              {problem.details?.length ? (
                <ul className="mt-1 list-[circle] space-y-1 pl-5">
                  {problem.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
