'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { inputClass } from '@/components/form-kit/fields';
import { linkHref } from './extensions';
import type { ToolbarTexts } from './toolbar-texts';

/**
 * The link's address, asked in a small labelled group under the selection (not a prompt box).
 * It sits inside the entry's form, so it is no <form> of its own: Enter applies, Escape cancels.
 */
export function LinkForm({
  id,
  initial,
  texts,
  onApply,
  onCancel,
}: {
  id: string;
  initial: string;
  texts: Pick<
    ToolbarTexts,
    'link' | 'linkUrl' | 'linkHint' | 'linkApply' | 'linkCancel' | 'linkInvalid'
  >;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const href = linkHref(value);
    if (!href) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    onApply(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter would submit the whole entry.
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div role="group" aria-label={texts.link}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-900">
        {texts.linkUrl}
      </label>
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          className={inputClass}
        />
        <div className="flex gap-2">
          <button
            type="button"
            onClick={apply}
            className="min-h-11 shrink-0 border border-ink-900 bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-700"
          >
            {texts.linkApply}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 shrink-0 border border-ink-900 px-4 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white"
          >
            {texts.linkCancel}
          </button>
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {texts.linkHint}
      </p>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {texts.linkInvalid}
        </p>
      ) : null}
    </div>
  );
}
