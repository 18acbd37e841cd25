import 'server-only';
import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { authorize, type Capability, type UserViewer } from '@/lib/auth/guard';
import type { StaffRole } from '@/lib/auth/permissions';
import { safeNext } from '@/lib/auth/safe-next';
import type { SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import type { FormsStore } from '@/lib/backend/types';
import { fieldErrors } from '@/lib/forms/schemas';
import { clientIp, withinRateLimit, type RateLimitedForm } from '@/lib/forms/server';
import type { FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { loginPathFor } from '@/lib/routing';
import { isSameOriginPost } from './same-origin';
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
  /** Text inputs read like the others but never echoed back (passwords, one-time tokens). */
  secret?: readonly string[];
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
  return async function action(_previous: unknown, form: unknown): Promise<FormState> {
    if (!(form instanceof FormData)) return refusedRequest;
    const parsed = parseForm(spec, form);
    if ('state' in parsed) return parsed.state;
    return runParsed(spec, parsed, async (context) => {
      if (spec.rateLimit) {
        const email = spec.rateLimit.email(parsed.data);
        if (!(await withinRateLimit(context.forms, spec.rateLimit.form, email, context.ip)))
          return {
            status: 'error',
            fieldErrors: {},
            formError: 'rateLimited',
            values: parsed.values,
          };
      }
      return spec.run(parsed.data, context);
    });
  };
}

type Parsed<T> = { data: T; values: Record<string, string> } | { state: FormState };

/** Reads the fields, drops bots (the honeypot), refuses control characters, parses with the schema. */
function parseForm<T>(
  spec: Pick<
    FormActionSpec<T>,
    'text' | 'secret' | 'multiline' | 'checkboxes' | 'files' | 'schema'
  >,
  form: FormData,
): Parsed<T> {
  const multiline = new Set(spec.multiline ?? []);
  const read = (name: string) => {
    const raw = form.get(name);
    const value = typeof raw === 'string' ? raw : '';
    return multiline.has(name) ? normalizeLineBreaks(value) : value;
  };
  const values: Record<string, string> = {};
  for (const name of spec.text) values[name] = read(name);
  const secrets: Record<string, string> = {};
  for (const name of spec.secret ?? []) secrets[name] = read(name);

  const honey = form.get(honeypot);
  if (typeof honey === 'string' && honey.trim() !== '') return { state: { status: 'success' } };

  const all = { ...values, ...secrets };
  const refused = Object.fromEntries(
    Object.keys(all)
      .filter((name) => hasForbiddenCharacters(all[name]!, { multiline: multiline.has(name) }))
      .map((name) => [name, 'textInvalid']),
  );
  if (Object.keys(refused).length > 0)
    return { state: { status: 'error', fieldErrors: refused, values } };

  const input: Record<string, unknown> = { ...all };
  for (const name of spec.checkboxes ?? []) input[name] = form.get(name) === 'on';
  for (const name of spec.files ?? []) input[name] = form.get(name);
  const parsed = spec.schema.safeParse(input);
  if (!parsed.success)
    return { state: { status: 'error', fieldErrors: fieldErrors(parsed.error.issues), values } };
  return { data: parsed.data, values };
}

/**
 * Runs the work with the forms store and the client's address, mapping a failure to the spec's
 * message. Next.js's own control flow (redirect(), forbidden()) passes through: a sign-in that
 * succeeds leaves by redirect() from inside `run`.
 */
async function runParsed<T>(
  spec: Pick<FormActionSpec<T>, 'name' | 'failure'>,
  parsed: { data: T; values: Record<string, string> },
  work: (context: FormActionContext) => Promise<FormState | void>,
): Promise<FormState> {
  try {
    const { forms } = await getBackend();
    const ip = await clientIp();
    return (await work({ forms, ip, values: parsed.values })) ?? { status: 'success' };
  } catch (error) {
    unstable_rethrow(error);
    log.error({ err: error, action: spec.name }, 'Form submission failed');
    return { status: 'error', fieldErrors: {}, formError: spec.failure, values: parsed.values };
  }
}

// The admin form ------------------------------------------------------------------------------

export type AdminActionContext = FormActionContext & {
  claims: SessionClaims;
  viewer: UserViewer;
  /** The caller's role, as the guard asked it (an action narrows what a lesser role may do). */
  role: StaffRole;
};

export type AdminActionSpec<T> = Omit<FormActionSpec<T>, 'rateLimit' | 'run'> & {
  /** What the action does, as the guard (lib/auth/guard.ts) asks whether the caller may. */
  capability: Capability;
  /** Open to an editor or admin who has not set up an authenticator yet (its enrollment only). */
  withoutFactor?: boolean;
  /** The work itself, for a caller whose session is verified and who may do `capability` now. */
  run: (data: T, context: AdminActionContext) => Promise<FormState | void>;
};

/** The answer to a caller without a session: the form sends the page to the sign-in page. */
export const signedOutState: FormState = {
  status: 'error',
  fieldErrors: {},
  formError: 'signedOut',
  values: {},
};

/** The answer to a signed-in caller who may not do what the action does: nothing was read or written. */
export const notAdminState: FormState = {
  status: 'error',
  fieldErrors: {},
  formError: 'forbidden',
  values: {},
};

/**
 * The answer to an editor or admin who must set up an authenticator before anything else (the
 * message says so and where): nothing was read or written.
 */
export const factorRequiredState: FormState = {
  status: 'error',
  fieldErrors: {},
  formError: 'factorRequired',
  values: {},
};

/** The answer to a post that no page of this site sent (lib/actions/same-origin.ts): nothing was read or written. */
export const crossSiteState: FormState = {
  status: 'error',
  fieldErrors: {},
  formError: 'crossSite',
  values: {},
};

/**
 * Whether the admin-area post being answered was sent by this site's pages (a matching `Origin`,
 * or `Sec-Fetch-Site: same-origin` when there is none); a refusal is logged. Every action of the
 * admin area, the sign-in forms included, asks this first, before any session is read or
 * refreshed, so a refused post changes nothing at all.
 */
export async function postedFromThisSite(action: string): Promise<boolean> {
  const request = await headers();
  if (isSameOriginPost(request)) return true;
  log.warn(
    {
      action,
      origin: request.get('origin')?.slice(0, 200) ?? null,
      fetchSite: request.get('sec-fetch-site')?.slice(0, 40) ?? null,
    },
    'Admin-area post refused: not sent from this site',
  );
  return false;
}

/**
 * formAction for the admin area's forms that nobody is signed in to yet (sign-in, forgotten and
 * new password, first admin): the same contract, refused with `crossSiteState` first when the
 * post did not come from this site (a sign-in into the attacker's account, a flood of reset
 * e-mails, a password changed in a session the visitor holds).
 */
export function adminAreaFormAction<T>(spec: FormActionSpec<T>): FormActionHandler {
  const action = formAction(spec);
  return async function adminAreaAction(previous, form) {
    if (!(await postedFromThisSite(spec.name))) return crossSiteState;
    return action(previous, form);
  };
}

/**
 * A caller without a session. With JavaScript the form gets `signedOutState` and moves the page
 * to the sign-in page itself; a plain form post (no Next-Action header) is redirected there,
 * back to the page it came from once signed in.
 */
async function signedOut(): Promise<FormState> {
  const request = await headers();
  if (request.has('next-action')) return signedOutState;
  let from: string | undefined;
  try {
    const referer = new URL(request.get('referer') ?? '');
    from = safeNext(`${referer.pathname}${referer.search}`);
  } catch {
    from = undefined;
  }
  redirect(loginPathFor(from));
}

/**
 * The admin form of the contract, for every action of the admin area: refuse a post that did not
 * come from this site (`crossSiteState`) and anything that is not FormData, then ask the guard
 * whether the caller may do the action's `capability` (it verifies the session and refreshes an
 * expired one: a tab left open after sign-out gets `signedOutState`, a caller who may not
 * `notAdminState`, nothing parsed or written), then the public form's checks (control characters,
 * the schema) and `run`. The page checked already and RLS checks again: this is the middle of
 * three locks, each enough on its own.
 */
export function adminAction<T>(spec: AdminActionSpec<T>): FormActionHandler {
  return async function action(_previous: unknown, form: unknown): Promise<FormState> {
    if (!(await postedFromThisSite(spec.name))) return crossSiteState;
    if (!(form instanceof FormData)) return refusedRequest;
    const access = await authorize(spec.capability, spec.name, {
      withoutFactor: spec.withoutFactor ?? false,
    });
    if (!access.ok) {
      if (access.reason === 'signedOut') return signedOut();
      return access.reason === 'factorRequired' ? factorRequiredState : notAdminState;
    }
    const { claims, viewer, role } = access.caller;
    const parsed = parseForm(spec, form);
    if ('state' in parsed) return parsed.state;
    return runParsed(spec, parsed, (context) =>
      spec.run(parsed.data, { ...context, claims, viewer, role }),
    );
  };
}
