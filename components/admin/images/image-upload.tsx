'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import {
  createImageAction,
  replaceImageAction,
  startImageUploadAction,
} from '@/lib/admin/images/actions';
import { idle, type FormState } from '@/lib/forms/state';
import { messageOf, type KeyedMessages } from '@/lib/i18n/message-key';
import { imageAccept, maxImageBytes } from '@/lib/images/limits';
import { ImageFields, type ImageFieldTexts } from './image-fields';

export type UploadTexts = ImageFieldTexts & {
  file: string;
  fileHint: string;
  submit: string;
  uploading: string;
  processing: string;
  done: string;
  locationRemoved: string;
  metadataRemoved: string;
};

type Step = 'idle' | 'uploading' | 'processing';

/**
 * Uploads an image without its bytes ever passing through a server action: asks where to send the
 * original, sends it there (Supabase Storage's signed upload URL, or the embedded upload route),
 * then asks the server to check and process it. With `replace`, the file goes under that image's
 * id and the form has no texts. Needs JavaScript: a plain form post would carry the file itself.
 */
export function ImageUpload({
  prefix,
  replace,
  texts,
  errors,
  loginHref,
}: {
  prefix: string;
  replace?: { id: string; name: string };
  texts: UploadTexts;
  errors: KeyedMessages;
  loginHref: string;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>('idle');
  const [state, setState] = useState<FormState>(idle);
  const [values, setValues] = useState<Record<string, string>>({});

  const refuse = (key: string, fieldErrors: Record<string, string> = {}) =>
    setState({ status: 'error', fieldErrors, formError: key, values: {} });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    data.delete('file');
    setValues(Object.fromEntries([...data].map(([k, v]) => [k, String(v)])));
    if (!(file instanceof File) || file.size === 0) return refuse('imageFileRequired');
    if (file.size > maxImageBytes) return refuse('imageTooLarge');
    setState(idle);
    setStep('uploading');
    try {
      const start = new FormData();
      start.set('originalName', file.name.slice(0, 255) || 'image');
      start.set('size', String(file.size));
      const target = await startImageUploadAction(idle, start);
      if (target.status !== 'success' || !target.values) return answer(target);
      const sent = await fetch(target.values.url!, {
        method: 'PUT',
        headers: JSON.parse(target.values.headers ?? '{}') as Record<string, string>,
        body: file,
      });
      if (!sent.ok) return refuse(sent.status === 413 ? 'imageTooLarge' : 'imageUploadFailed');
      setStep('processing');
      data.set('originalPath', target.values.originalPath!);
      data.set('originalName', file.name.slice(0, 255) || 'image');
      if (replace) data.set('id', replace.id);
      answer(await (replace ? replaceImageAction : createImageAction)(idle, data));
    } catch {
      refuse('imageUploadFailed');
    } finally {
      setStep('idle');
    }
  }

  function answer(result: FormState) {
    if (result.status === 'error' && result.formError === 'signedOut')
      return window.location.assign(loginHref);
    setState(result);
    if (result.status === 'success') {
      form.current?.reset();
      setValues({});
      router.refresh();
    }
  }

  const fieldErrors =
    state.status === 'error'
      ? Object.fromEntries(
          Object.entries(state.fieldErrors).map(([k, key]) => [k, messageOf(errors, String(key))]),
        )
      : {};
  const problem =
    state.status === 'error'
      ? messageOf(errors, state.formError ?? Object.values(state.fieldErrors)[0] ?? 'failed')
      : null;
  const done =
    state.status === 'success'
      ? `${texts.done} ${state.values?.hadLocation === 'yes' ? texts.locationRemoved : texts.metadataRemoved}`
      : null;
  const busy = step !== 'idle';
  const fileId = `${prefix}-file`;
  return (
    <form ref={form} onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={fileId} className="mb-1 block text-sm font-semibold text-ink-900">
          {texts.file}
        </label>
        <input
          id={fileId}
          name="file"
          type="file"
          accept={imageAccept}
          required
          aria-describedby={`${fileId}-hint`}
          className={`${inputClass} file:mr-3 file:border-0 file:bg-stone-100 file:px-3 file:py-1`}
        />
        <p id={`${fileId}-hint`} className="mt-1 text-sm text-muted">
          {texts.fileHint}
        </p>
      </div>
      {replace ? null : (
        <ImageFields prefix={prefix} texts={texts} values={values} errors={fieldErrors} />
      )}
      <button
        type="submit"
        disabled={busy}
        className={`${replace ? secondaryButton : primaryButton} disabled:cursor-wait`}
      >
        {step === 'uploading'
          ? texts.uploading
          : step === 'processing'
            ? texts.processing
            : texts.submit}
      </button>
      <div aria-live="polite" className="text-sm empty:hidden">
        {problem ? <p className="font-semibold text-red-800">{problem}</p> : null}
        {done ? <p className="font-semibold text-ink-900">{done}</p> : null}
      </div>
    </form>
  );
}
