'use client';

import { forwardRef } from 'react';

export type SummaryError = { fieldId: string; message: string };

/**
 * The list of a failed submit's problems at the top of a form, each a link that moves focus to
 * its field. It takes focus itself when shown, so a phone's reader starts at the first problem
 * rather than at the last field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { title: string; errors: SummaryError[] }>(
  function ErrorSummary({ title, errors }, ref) {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        data-error-summary
        className="border-2 border-red-700 bg-white p-5 focus:outline-3 focus:outline-offset-3 focus:outline-brass-500"
      >
        <p className="font-semibold text-red-900">{title}</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(error.fieldId);
                  if (!field) return;
                  // A fragment link scrolls but leaves focus behind: move it to the field.
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView({ block: 'center' });
                }}
                className="text-red-900 underline underline-offset-2"
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
