import 'server-only';
import { postedFromThisSite } from '@/lib/actions/form-action';
import { hasForbiddenCharacters } from '@/lib/actions/text';
import { requestAuth } from '@/lib/auth';
import { authorize, refusedRoute } from '@/lib/auth/guard';
import { codeIsRecent } from '@/lib/auth/step-up-rule';
import { verifiedFactor } from '@/lib/auth/two-factor';
import { firmInputFromIso } from '@/lib/dates/firm-time';
import { email as emailSchema } from '@/lib/forms/schemas';
import { adminPaths, stepUpPathFor } from '@/lib/routing';
import { compilePersonalData } from './work';

// The compilation as a JSON file: POST /admin/privacy/export with the address in the body (never
// in a URL, where logs and histories keep it). The same checks as the page's compile: this
// site's form, the guard (privacy.personal_data), a recent code (else 303 to the step-up screen
// and back to the page), the database's own check and its audit record.

const noStore = { 'Cache-Control': 'private, no-store' };
const plain = (status: 400 | 403, text: string) =>
  new Response(text, {
    status,
    headers: {
      ...noStore,
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
    },
  });
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { ...noStore, Location: location } });

/** The file's name: the day in the firm's zone, nothing of the address. */
export const privacyFileName = (now: Date) =>
  `datos-personales-${firmInputFromIso(now.toISOString()).slice(0, 10)}.json`;

/** The answer to POST /admin/privacy/export. */
export async function privacyExport(request: Request, now: Date = new Date()): Promise<Response> {
  if (!(await postedFromThisSite('admin.privacy.export'))) return plain(403, 'Forbidden');
  const access = await authorize('privacy.personal_data', 'admin.privacy.export');
  if (!access.ok) return refusedRoute(access.reason, adminPaths.privacy);
  const claims = access.caller.claims;
  if (!codeIsRecent(claims, now) && (await verifiedFactor(await requestAuth())))
    return seeOther(stepUpPathFor(adminPaths.privacy));
  let typed: unknown = null;
  try {
    typed = (await request.formData()).get('email');
  } catch {
    return plain(400, 'Bad request');
  }
  if (typeof typed !== 'string' || hasForbiddenCharacters(typed)) return plain(400, 'Bad request');
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) return plain(400, 'Bad request');
  const report = await compilePersonalData(claims, parsed.data);
  const body = JSON.stringify(
    { address: parsed.data, compiledAt: now.toISOString(), ...report },
    null,
    2,
  );
  return new Response(body, {
    headers: {
      ...noStore,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${privacyFileName(now)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
