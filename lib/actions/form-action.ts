import 'server-only';
import { getBackend } from '@/lib/backend';
import type { FormsStore } from '@/lib/backend/types';
import { fieldErrors } from '@/lib/forms/schemas';
import { clientIp, withinRateLimit, type RateLimitedForm } from '@/lib/forms/server';
import type { FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { hasForbiddenCharacters, normalizeLineBreaks } from './text';

/** What a server action receives from a form: anything at all, since it is a public endpoint. */
export type FormActionHandler = (previous: FormState, form: FormData) => Promise<FormState>;

type Issues = ReadonlyArray<{ path: PropertyKey[]; message: string }>;
type Parser<T> = {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Issues } };
};

export type FormActionContext = {
  forms: FormsStore;
  ip: string;
  /** The text fields as sent, for an answer that gives the form back. */
  values: Record<string, string>;
};

export type FormActionSpec<T> = {
  /** Names the logs use. */
  name: string;
  /** Text inputs, echoed back with an error so nothing typed is lost. */
  text: readonly string[];
  /** The text inputs that may hold line breaks and tabs. */
  multiline?: readonly string[];
  /** Checkboxes: true when sent as "on". */
  checkboxes?: readonly string[];
  /** File inputs, handed to the schema as File objects; their bytes are read only by `run`. */
  files?: readonly string[];
  /** The form's shared zod schema (the browser validates with the same one). */
  schema: Parser<T>;
  /** Per-IP and per-e-mail limits, applied after parsing and before `run` reads any file. */
  rateLimit?: { form: RateLimitedForm; email: (data: T) => string };
  /** Message key when storing fails. */
  failure: string;
  /** The work itself; its errors are logged and answered with `failure`. */
  run: (data: T, context: FormActionContext) => Promise<FormState | void>;
};

/** The answer to a call that is not a form post at all (a direct call with other arguments). */
export const refusedRequest: FormState = {
  status: 'error',
  fieldErrors: {},
  formError: 'invalidRequest',
  values: {},
};

const honeypot = 'website';

/**
 * The one contract of the site's server actions: refuse anything that is not FormData (typed,
 * no 5xx, nothing stored), read the fields, drop bots (the honeypot), refuse control characters,
 * parse with the form's schema, apply the rate limits, run, and map failures to message keys.
 * It never throws for bad input: a server action cannot set a status code, so every refusal is
 * a state the form renders in the visitor's language.
 */
export function formAction<T>(spec: FormActionSpec<T>): FormActionHandler {
  const multiline = new Set(spec.multiline ?? []);
  return async function action(_previous: unknown, form: unknown): Promise<FormState> {
    if (!(form instanceof FormData)) return refusedRequest;

    const values: Record<string, string> = {};
    for (const name of spec.text) {
      const raw = form.get(name);
      const value = typeof raw === 'string' ? raw : '';
      values[name] = multiline.has(name) ? normalizeLineBreaks(value) : value;
    }
    const honey = form.get(honeypot);
    if (typeof honey === 'string' && honey.trim() !== '') return { status: 'success' };

    const refused = Object.fromEntries(
      spec.text
        .filter((name) => hasForbiddenCharacters(values[name]!, { multiline: multiline.has(name) }))
        .map((name) => [name, 'textInvalid']),
    );
    if (Object.keys(refused).length > 0) return { status: 'error', fieldErrors: refused, values };

    const input: Record<string, unknown> = { ...values };
    for (const name of spec.checkboxes ?? []) input[name] = form.get(name) === 'on';
    for (const name of spec.files ?? []) input[name] = form.get(name);
    const parsed = spec.schema.safeParse(input);
    if (!parsed.success)
      return { status: 'error', fieldErrors: fieldErrors(parsed.error.issues), values };

    const failure: FormState = {
      status: 'error',
      fieldErrors: {},
      formError: spec.failure,
      values,
    };
    try {
      const { forms } = await getBackend();
      const ip = await clientIp();
      if (spec.rateLimit) {
        const email = spec.rateLimit.email(parsed.data);
        if (!(await withinRateLimit(forms, spec.rateLimit.form, email, ip)))
          return { ...failure, formError: 'rateLimited' };
      }
      return (await spec.run(parsed.data, { forms, ip, values })) ?? { status: 'success' };
    } catch (error) {
      log.error({ err: error, action: spec.name }, 'Form submission failed');
      return failure;
    }
  };
}
