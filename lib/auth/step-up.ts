import 'server-only';
import { redirect } from 'next/navigation';
import { requestAuth } from '@/lib/auth';
import { stepUpPathFor } from '@/lib/routing';
import { codeIsRecent } from './step-up-rule';
import { verifiedFactor } from './two-factor';
import type { SessionClaims } from './types';

/**
 * The one step-up guard, for server actions of sensitive work: returns when the caller has no
 * authenticator or gave a code within 15 minutes; otherwise leaves (redirect) for the step-up
 * screen, which asks a fresh code and comes back to `here` (the page the action was posted
 * from), where the person does it again.
 */
export async function requireRecentFactor(
  claims: SessionClaims,
  here: string,
  now: Date = new Date(),
): Promise<void> {
  if (codeIsRecent(claims, now)) return;
  if (!(await verifiedFactor(await requestAuth()))) return;
  redirect(stepUpPathFor(here));
}
