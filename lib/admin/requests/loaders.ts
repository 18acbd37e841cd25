import 'server-only';
import { requirePage, viewerOf } from '@/lib/auth/guard';
import type { SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import type { DataRequestsStore } from '@/lib/backend/data-requests-store';
import type { CalendarOverride } from '@/lib/dates/colombia-calendar';
import { firmCalendar } from '@/lib/dates/firm-calendar';
import { dueWithin, requestClock, type RequestClock } from '@/lib/data-requests/clock';
import type { RequestKind, RequestStatus } from '@/lib/data-requests/options';
import type { DataRequest, DataRequestRow } from '@/lib/data-requests/types';
import type { Locale } from '@/lib/routing';
import { adminLocale } from '../locale';

/** Data requests as the signed-in caller of `claims` works them (the database refuses non-admins). */
export async function requestsFor(claims: SessionClaims): Promise<DataRequestsStore> {
  return (await getBackend()).privacyRequests(viewerOf(claims));
}

export type ClockedRow = DataRequestRow & { clock: RequestClock };

async function clocked(rows: DataRequestRow[]): Promise<ClockedRow[]> {
  const [calendar, now] = [await firmCalendar(), Date.now()];
  return rows.map((row) => ({ ...row, clock: requestClock(row, calendar, now) }));
}

/** The admins' list: every registered request with where it stands against its terms. */
export async function getDataRequests(): Promise<{ locale: Locale; rows: ClockedRow[] }> {
  const [{ claims }, locale] = await Promise.all([requirePage('privacy.requests'), adminLocale()]);
  return { locale, rows: await clocked(await (await requestsFor(claims)).list()) };
}

/** One request with its steps and its clock, or null. */
export async function getDataRequest(
  id: string,
): Promise<{ locale: Locale; request: (DataRequest & { clock: RequestClock }) | null }> {
  const [{ claims }, locale] = await Promise.all([requirePage('privacy.requests'), adminLocale()]);
  const request = await (await requestsFor(claims)).get(id);
  if (!request) return { locale, request: null };
  const [withClock] = await clocked([request]);
  return { locale, request: { ...request, clock: withClock!.clock } };
}

/** The open requests due within 3 business days or overdue, soonest first (the dashboard's). */
export async function getRequestsDueSoon(claims: SessionClaims): Promise<ClockedRow[]> {
  const rows = await clocked(await (await requestsFor(claims)).list());
  return rows
    .filter((row) => dueWithin(row.clock, 3))
    .sort((a, b) => a.clock.dueDay.localeCompare(b.clock.dueDay));
}

/** The calendar overrides, for their page. */
export async function getCalendarOverrides(): Promise<{
  locale: Locale;
  overrides: CalendarOverride[];
}> {
  const [{ claims }, locale] = await Promise.all([requirePage('privacy.requests'), adminLocale()]);
  return { locale, overrides: await (await requestsFor(claims)).overrides() };
}

/** The open reclamos of `email`, for the "reclamo en trámite" mark on its inbox items. */
export async function getOpenReclamosOf(
  email: string,
): Promise<{ id: string; kind: RequestKind; status: RequestStatus }[]> {
  const { claims } = await requirePage('privacy.requests');
  return (await requestsFor(claims)).openReclamosOf(email);
}
