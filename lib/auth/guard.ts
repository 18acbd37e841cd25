import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { requestAuth } from '@/lib/auth';
import { roleMustEnroll } from '@/lib/auth/factor-rule';
import { safeNext } from '@/lib/auth/safe-next';
import { roleMay, type Capability, type StaffRole } from '@/lib/auth/permissions';
import type { RequestAuth, SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import type { Viewer } from '@/lib/backend/types';
import { log } from '@/lib/log';
import {
  adminPathHeader,
  adminPaths,
  codeStepPathFor,
  loginPathFor,
  refreshPathFor,
} from '@/lib/routing';

// The staff area's one guard: "may this caller do X?". Pages ask `requirePage`, server actions
// and route handlers `authorize`, a public page in draft preview `allowedCaller`. It is one of
// three checks, each enough on its own: the guard in pages, the guard in actions and route
// handlers, and RLS in the database (the SQL functions ask require_permission() again). The proxy
// protects nothing. The answer comes from the caller's role, asked of the database once per
// caller, and the one permission table (lib/auth/permissions.ts).

export type { Capability } from '@/lib/auth/permissions';

/** A signed-in user as the backend's reads and writes take them: their own claims, under RLS. */
export type UserViewer = Extract<Viewer, { kind: 'user' }>;

/** The one place a session's verified claims become the backend's viewer. */
export function viewerOf(claims: SessionClaims): UserViewer {
  return { kind: 'user', id: claims.sub, claims };
}

/** A caller the guard let through: verified claims, the viewer built from them, and the role. */
export type Caller = { claims: SessionClaims; viewer: UserViewer; role: StaffRole };

/** The guard's answer to an action or a route handler. */
export type Authorization =
  | { ok: true; caller: Caller }
  | { ok: false; reason: 'signedOut' | 'forbidden' | 'factorRequired' };

/** A caller with a role, and whether they must set up an authenticator before anything else. */
type Found = { caller: Caller; mustEnroll: boolean };

/**
 * A signed-in caller and their role, asked once per caller of the database under the caller's own
 * claims (public.staff_role()). An account with a verified second factor has no role before its
 * session passed the code step (aal2): `pendingCode` says so, and the caller is not signed in yet
 * for the staff area.
 */
async function callerOf(
  auth: RequestAuth,
  claims: SessionClaims,
): Promise<Found | { role: null; pendingCode: boolean }> {
  const viewer = viewerOf(claims);
  const backend = await getBackend();
  const role = await backend.staffRole(viewer);
  if (role !== null)
    return { caller: { claims, viewer, role }, mustEnroll: await lacksFactor(auth, claims, role) };
  const pendingCode = claims.aal !== 'aal2' && (await backend.secondFactorPending(viewer));
  return { role, pendingCode };
}

/**
 * Whether a caller with `role` must set up an authenticator first: their role requires one and
 * the account has no verified factor. A session below aal2 that has a role has none (staff_role()
 * answers no role to such a session of an account with one); an aal2 session is asked, since its
 * factor may have been removed since.
 */
async function lacksFactor(auth: RequestAuth, claims: SessionClaims, role: StaffRole) {
  if (!roleMustEnroll(role)) return false;
  if (claims.aal !== 'aal2') return true;
  return !(await auth.mfa.listFactors()).some((factor) => factor.status === 'verified');
}

/**
 * A staff route handler's answer to a caller `authorize` refused, the same for every route: sign
 * in and come back to `here`, set up an authenticator first, or 403. Never cached.
 */
export function refusedRoute(
  reason: Extract<Authorization, { ok: false }>['reason'],
  here: string,
): Response {
  const noStore = { 'Cache-Control': 'private, no-store' };
  if (reason === 'forbidden')
    return new Response('Forbidden', {
      status: 403,
      headers: {
        ...noStore,
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  const location = reason === 'factorRequired' ? adminPaths.security : loginPathFor(here);
  return new Response(null, { status: 303, headers: { ...noStore, Location: location } });
}

/**
 * For server actions and route handlers (both may write cookies): verifies the session, refreshes
 * an expired one, and answers whether its user may do `capability`. A refusal is logged, with
 * `name` (the action's) when given. It never throws for a refusal: the caller answers it in its
 * own form (a form state, a status code).
 */
export async function authorize(
  capability: Capability,
  name?: string,
  { withoutFactor = false }: { withoutFactor?: boolean } = {},
): Promise<Authorization> {
  const auth = await requestAuth();
  const claims = (await auth.claims()) ?? (auth.canRefresh() ? await auth.refresh() : null);
  if (!claims) return { ok: false, reason: 'signedOut' };
  const found = await callerOf(auth, claims);
  // Signed in with the password alone: the action's form sends the page to sign in, which leads
  // to the code step.
  if ('pendingCode' in found && found.pendingCode) return { ok: false, reason: 'signedOut' };
  if ('caller' in found && roleMay(found.caller.role, capability)) {
    // Only the enrollment itself (`withoutFactor`) is open to one who must set up an
    // authenticator first.
    if (found.mustEnroll && !withoutFactor) {
      log.warn(
        { action: name, user: claims.sub },
        'Refused: an authenticator must be set up first',
      );
      return { ok: false, reason: 'factorRequired' };
    }
    return { ok: true, caller: found.caller };
  }
  log.warn({ capability, action: name, user: claims.sub }, 'Refused: the caller may not do this');
  return { ok: false, reason: 'forbidden' };
}

/**
 * The session of the request being rendered, with its caller, read once per request (a layout
 * and its page share it). Server components cannot write cookies, so it never refreshes.
 */
const renderSession = cache(async () => {
  const auth = await requestAuth();
  const claims = await auth.claims();
  if (!claims) return { signedIn: false as const, canRefresh: auth.canRefresh() };
  return { signedIn: true as const, ...(await callerOf(auth, claims)) };
});

/**
 * For pages and layouts: the caller, when they may do `capability`, or it never returns. No
 * session → `/auth/refresh?next=…` when the session can be refreshed (a server component cannot
 * write cookies), else `/login?next=…`; a caller who may not → the 403 page. The protected layout
 * calls it, and so does every page under it, since a layout is not rendered again on a
 * client-side navigation. An editor or admin who must set up an authenticator is sent to the
 * security page from every page but that one (the path is the proxy's, never the client's).
 */
export async function requirePage(capability: Capability): Promise<Caller> {
  const session = await renderSession();
  if (!session.signedIn) {
    const here = safeNext((await headers()).get(adminPathHeader));
    redirect(session.canRefresh ? refreshPathFor(here) : loginPathFor(here));
  }
  if ('pendingCode' in session && session.pendingCode)
    redirect(codeStepPathFor(safeNext((await headers()).get(adminPathHeader))));
  if (!('caller' in session) || !roleMay(session.caller.role, capability)) forbidden();
  if (session.mustEnroll) {
    const here = (await headers()).get(adminPathHeader) ?? '';
    if (here.split(/[?#]/)[0] !== adminPaths.security) redirect(adminPaths.security);
  }
  return session.caller;
}

/**
 * Whether the request's session is signed in with the password alone by an account that has a
 * verified second factor (the sign-in page sends it on to the code step). Read once per request.
 */
export async function pendingSecondFactor(): Promise<boolean> {
  const session = await renderSession();
  return session.signedIn && 'pendingCode' in session && session.pendingCode;
}

/**
 * Whether the request's caller is an editor or admin who must set up an authenticator before
 * anything else (the security page says so). Read once per request.
 */
export async function mustSetUpFactor(): Promise<boolean> {
  const session = await renderSession();
  return session.signedIn && 'mustEnroll' in session && session.mustEnroll;
}

/**
 * For a public page that shows more to some callers (the draft preview): the caller when signed
 * in and allowed `capability`, else null. Never redirects, never refreshes: the page then renders
 * what every visitor gets.
 */
export async function allowedCaller(capability: Capability): Promise<Caller | null> {
  const session = await renderSession();
  if (!session.signedIn || !('caller' in session) || session.mustEnroll) return null;
  return roleMay(session.caller.role, capability) ? session.caller : null;
}
