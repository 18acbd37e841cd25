'use server';

import * as z from 'zod/mini';
import { crossSiteState, postedFromThisSite } from '@/lib/actions/form-action';
import { hasForbiddenCharacters } from '@/lib/actions/text';
import { authorize } from '@/lib/auth/guard';
import { requireRecentFactor } from '@/lib/auth/step-up';
import { email } from '@/lib/forms/schemas';
import { log } from '@/lib/log';
import { adminPaths, type Locale } from '@/lib/routing';
import { adminLocale, adminTranslator } from '../locale';
import { unstable_rethrow } from 'next/navigation';
import type { PrivacyState } from './state';
import {
  compilePersonalData,
  countPersonalData,
  deletePersonalData,
  liftSuppression,
} from './work';

// The privacy page's one action, in four intents: `find` counts what the site holds about an
// address, `compile` shows all of it, `delete` removes it, `lift` lifts its suppression (sends
// skip a suppressed address; lifting gives nothing away, so it needs no step-up). Every intent asks the guard for
// privacy.personal_data; compile and delete, which take the data out of the system or destroy it,
// also ask the step-up guard for a recent code (it leaves for the step-up screen and back to the
// page, where the admin types the address again). The database asks again and records compile
// and delete in the audit trail, the address only as the server's HMAC of it.

const schema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('find'), email }),
  z.object({ intent: z.literal('compile'), email }),
  z.object({ intent: z.literal('lift'), email }),
  z.object({
    intent: z.literal('delete'),
    email,
    // The confirmation names the address; without it nothing is deleted.
    confirm: z.literal('on', 'privacyConfirmRequired'),
    requestId: z.union([z.literal(''), z.guid('privacyRequestInvalid')]),
  }),
]);

const fields = ['intent', 'email', 'confirm', 'requestId'] as const;

/** Finds, compiles or deletes everything about the posted address (admins only). */
export async function privacyAction(_previous: unknown, form: unknown): Promise<PrivacyState> {
  const refused = (formError: string, typed = ''): PrivacyState => ({
    status: 'error',
    formError,
    email: typed,
  });
  // The admin forms' own answer to a post from elsewhere: nothing read, nothing written.
  if (!(await postedFromThisSite('admin.privacy'))) return crossSiteState as PrivacyState;
  if (!(form instanceof FormData)) return refused('invalidRequest');
  const access = await authorize('privacy.personal_data', 'admin.privacy');
  if (!access.ok) return refused(access.reason);
  const input = Object.fromEntries(
    fields.map((name) => [name, typeof form.get(name) === 'string' ? String(form.get(name)) : '']),
  );
  const typed = (input.email ?? '').slice(0, 254);
  if (Object.values(input).some((value) => hasForbiddenCharacters(value)))
    return refused('textInvalid', '');
  const parsed = schema.safeParse(input);
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? 'invalidRequest', typed);
  const data = parsed.data;
  const { claims } = access.caller;
  try {
    if (data.intent === 'find')
      return {
        status: 'found',
        email: data.email,
        counts: await countPersonalData(claims, data.email),
      };
    if (data.intent === 'lift')
      return {
        status: 'lifted',
        email: data.email,
        lifted: await liftSuppression(claims, data.email),
      };
    // Leaves for the step-up screen (a redirect) when the caller's last code is too old.
    await requireRecentFactor(claims, adminPaths.privacy);
    if (data.intent === 'compile')
      return {
        status: 'compiled',
        email: data.email,
        report: await compilePersonalData(claims, data.email),
      };
    const [deletion, locale] = await Promise.all([
      deletePersonalData(claims, data.email, data.requestId || null),
      adminLocale(),
    ]);
    const words = (language: Locale) =>
      deletion.kept.map(({ what, count }) =>
        adminTranslator(language)(`privacy.kept.${what}`, { count }),
      );
    return {
      status: 'deleted',
      email: data.email,
      counts: deletion.counts,
      kept: deletion.kept,
      keptText: { es: words('es'), en: words('en') },
      filesText: adminTranslator(locale)('privacy.deletedFiles', deletion.files),
    };
  } catch (error) {
    unstable_rethrow(error);
    log.error(
      { err: error, action: 'admin.privacy', intent: data.intent },
      'Privacy action failed',
    );
    return refused('privacyFailed', typed);
  }
}
