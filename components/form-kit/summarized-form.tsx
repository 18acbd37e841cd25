'use client';

import { Fragment, useId, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { Locale } from '@/lib/routing';
import { ConsentCheckbox, FormAlert, formAlert, Honeypot, SubmitButton } from './fields';
import { FieldControl } from './field-controls';
import { SentPanel, useFormToasts } from './form-feedback';
import { FormProblems } from './form-problems';
import type { FieldSpec, FormKit, Labelled, SummarizedFormText } from './form-spec';
import { useActionForm } from './use-action-form';
import { useErrorSummary } from './use-error-summary';

type SummarizedFormProps<T extends FieldValues> = {
  locale: Locale;
  text: SummarizedFormText & Record<Labelled<T>, string>;
  consentLabel: ReactNode;
  loadSchema: Parameters<typeof useActionForm<T>>[0];
  action: Parameters<typeof useActionForm<T>>[1];
  /** The fields side by side on a wide screen, then the blocks across the whole form. */
  columns: FieldSpec<T>[];
  rows: FieldSpec<T>[];
  /** Posts as multipart/form-data, for a file. */
  multipart?: boolean;
  /** Checks the consent box as it changes rather than when it is left. */
  checkConsentAtOnce?: boolean;
};

/**
 * A public form with an error summary, the consent box and a send button: the contact and career
 * forms. Once sent it shows its confirmation; "send another" mounts a fresh, empty form.
 */
export function SummarizedForm<T extends FieldValues>(props: SummarizedFormProps<T>) {
  const [round, setRound] = useState(0);
  return <SummarizedFormRound key={round} {...props} onAgain={() => setRound((n) => n + 1)} />;
}

function SummarizedFormRound<T extends FieldValues>({
  locale,
  text,
  consentLabel,
  loadSchema,
  action,
  columns,
  rows,
  multipart,
  checkConsentAtOnce,
  onAgain,
}: SummarizedFormProps<T> & { onAgain: () => void }) {
  const id = useId();
  const specs = [...columns, ...rows];
  const consent = 'consent' as Path<T>;
  const { state, form, formRef, formAction, onSubmit, errorText, values, pending } =
    useActionForm<T>(
      loadSchema,
      action,
      {
        ...Object.fromEntries(specs.flatMap((s) => (s.kind === 'custom' ? [] : [[s.name, '']]))),
        consent: false,
        locale,
      } as DefaultValues<T>,
      { onInvalid: () => summary.refuse() },
    );
  const summary = useErrorSummary<T>({
    id,
    // The fields in the order they stand, as the summary lists them.
    fields: [
      ...specs.flatMap((s) =>
        s.name ? [[s.name as string as Path<T>, text[s.name]] as const] : [],
      ),
      [consent, text.consentField],
    ],
    errors: text.errors,
    form,
    state,
  });
  const { ref: summaryRef, errors: problems } = summary;
  useFormToasts(state, text);
  const { register } = form;
  const kit: FormKit<T> = { id, form, error: (name) => errorText(name, text.errors) };

  if (state.status === 'success') return <SentPanel text={text} onAgain={onAgain} />;

  const block = (spec: FieldSpec<T>, index: number) =>
    spec.kind === 'custom' ? (
      <Fragment key={spec.name ?? index}>{spec.render(kit)}</Fragment>
    ) : (
      <FieldControl
        key={spec.name}
        id={`${id}-${spec.name}`}
        label={text[spec.name]}
        {...(spec.required ? { required: true } : { optionalLabel: text.optional })}
        hint={spec.hint?.(kit)}
        error={kit.error(spec.name as string as Path<T>)}
        spec={spec}
        bind={{ ...register(spec.name as string as Path<T>), defaultValue: values[spec.name] }}
      />
    );

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => {
        summary.clear();
        return onSubmit(event);
      }}
      noValidate
      encType={multipart ? 'multipart/form-data' : undefined}
      className="relative space-y-6"
    >
      <p className="text-sm text-muted">{text.requiredNote}</p>
      {problems ? (
        <FormProblems ref={summaryRef} title={text.summaryTitle} problems={problems} />
      ) : null}
      <FormAlert message={formAlert(state, text.errors)} />
      <Honeypot label={text.honeypot} />
      <input type="hidden" {...register('locale' as Path<T>)} defaultValue={values.locale} />
      <div className="grid gap-6 sm:grid-cols-2">{columns.map(block)}</div>
      {rows.map(block)}
      <ConsentCheckbox
        id={`${id}-consent`}
        label={consentLabel}
        error={kit.error(consent)}
        // Checked off at once, not on leaving the box: an error that went only on blur moved the
        // submit button up under the pointer between press and release, and the click was lost.
        register={register(
          consent,
          checkConsentAtOnce ? { onChange: () => void form.trigger(consent) } : undefined,
        )}
      />
      <SubmitButton pending={pending} label={text.submit} pendingLabel={text.submitting} />
    </form>
  );
}
