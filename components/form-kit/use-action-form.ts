'use client';

import { useActionState, useRef, useTransition, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { idle, type FormState } from '@/lib/forms/state';
import { messageOf, type KeyedMessages } from '@/lib/i18n/message-key';

type Action = (previous: FormState, form: FormData) => Promise<FormState>;

/**
 * react-hook-form's resolver for a schema loaded on first use: zod and the schemas stay out of
 * the page's first load (a budget of `npm run bench`) and arrive when a field is first checked.
 */
function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<z.$ZodType<unknown, T>>,
): Resolver<T> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
    ]);
    return (zodResolver(schema) as unknown as Resolver<T>)(values, context, options);
  };
}

/**
 * A form validated in the browser by react-hook-form with the form's schema (loaded on first
 * use), and posted to its server action. Without JavaScript the same <form action> posts natively
 * and the server action validates alone; either way its answer (errors, what was typed, success)
 * comes back as state.
 */
export function useActionForm<T extends FieldValues>(
  loadSchema: () => Promise<z.$ZodType<unknown, T>>,
  action: Action,
  defaults: DefaultValues<T>,
  options: {
    /** Called when a submit fails the browser's check; the form then moves no focus itself. */
    onInvalid?: () => void;
  } = {},
) {
  const [state, formAction, actionPending] = useActionState(action, idle);
  const [transitionPending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const returned = state.status === 'error' ? state.values : {};
  // What the inputs show first. Rendered into the HTML as well (defaultValue), because without
  // JavaScript react-hook-form never fills them.
  const values = { ...defaults, ...returned } as Record<string, string>;
  const form = useForm<T>({
    // The resolver validates; the server action parses the form again on its own.
    resolver: lazyZodResolver(loadSchema),
    mode: 'onTouched',
    defaultValues: { ...defaults, ...returned } as DefaultValues<T>,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = formRef.current;
    if (!element) return;
    if (!(await form.trigger(undefined, { shouldFocus: !options.onInvalid }))) {
      options.onInvalid?.();
      return;
    }
    const data = new FormData(element);
    // The button that sent the form names what to do (a save, or a save sent to review), as it
    // does in the browser's own post without JavaScript.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name)
      data.set(submitter.name, submitter.value);
    startTransition(() => formAction(data));
  }

  /** The message key of a field's first problem: the browser's check first, else the server's. */
  const errorKey = (name: Path<T>): string | undefined => {
    const local = form.formState.errors[name]?.message;
    if (typeof local === 'string') return local;
    return state.status === 'error' ? state.fieldErrors[name] : undefined;
  };

  /** A field's error in the page's language, from `errors` (a key it lacks reads as its `failed`). */
  const errorText = (name: Path<T>, errors: KeyedMessages) => {
    const key = errorKey(name);
    return key ? messageOf(errors, key) : undefined;
  };

  return {
    state,
    form,
    formRef,
    formAction,
    onSubmit,
    errorText,
    values,
    pending: actionPending || transitionPending,
  };
}
