'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { postedFromThisSite } from '@/lib/actions/form-action';
import { adminLocaleCookie } from '@/lib/admin/locale';
import { locales } from '@/lib/routing';
import { requestAuth } from '@/lib/auth';
import { viewerOf } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import { log } from '@/lib/log';
import { adminReturnPath } from './return-path';

const languageForm = z.object({ locale: z.enum(locales), back: z.optional(z.string()) });

/** A year, in seconds: the choice outlives sessions (it is a preference, not a credential). */
const oneYear = 60 * 60 * 24 * 365;

/** The choice into the signed-in account's profile; the cookie holds it whatever happens here. */
async function keepInProfile(locale: (typeof locales)[number]) {
  try {
    const claims = await (await requestAuth()).claims();
    if (claims) await (await getBackend()).setAdminLanguage(viewerOf(claims), locale);
  } catch (error) {
    log.warn({ err: error }, 'The staff area language was not kept in the profile');
  }
}

/**
 * The staff area's language switch: saves the choice in the staff area's own cookie and, for a
 * signed-in account, in its staff profile (so another browser opens in it too), and returns
 * to the page it was made on (a page of the staff area only). A plain form post, so it works
 * without JavaScript. Never touches the public site's `language` cookie, and the public toggle
 * and previews never touch this one. Another site's post changes nothing.
 */
export async function setAdminLanguageAction(form: unknown): Promise<void> {
  if (!(await postedFromThisSite('admin.language'))) return;
  const parsed = languageForm.safeParse(
    form instanceof FormData
      ? { locale: form.get('locale'), back: form.get('back') ?? undefined }
      : undefined,
  );
  if (!parsed.success) redirect(adminReturnPath(undefined));
  (await cookies()).set(adminLocaleCookie, parsed.data.locale, {
    path: '/',
    sameSite: 'lax',
    maxAge: oneYear,
  });
  await keepInProfile(parsed.data.locale);
  redirect(adminReturnPath(parsed.data.back));
}
