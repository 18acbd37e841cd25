import 'server-only';
import { authorize, refusedRoute } from '@/lib/auth/guard';
import { requireRecentFactor } from '@/lib/auth/step-up';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import type { InboxExportRow } from '@/lib/backend/inbox-store';
import { toCsv } from '@/lib/csv/csv';
import { firmInputFromIso } from '@/lib/dates/firm-time';
import { adminPaths, type Locale } from '@/lib/routing';
import { adminLocale } from '../locale';
import { inboxExportCap } from './export-cap';
import { inboxFor } from './loaders';
import { inboxQueryString, parseInboxQuery, type InboxSearchParams } from './query';

// The inbox's list as filtered, as a CSV file: the same GET parameters as the page (the page
// number aside: every page, up to the cap). The guard asks personal.read, then the step-up guard
// a recent authenticator code (it sends the person to the step-up screen and back to the inbox
// with the same filters); the database asks again and records the export (which filters, how
// many rows, never the rows) in the same transaction as the read.

const noStore = { 'Cache-Control': 'private, no-store' };

const headers: Record<Locale, string[]> = {
  es: [
    'Tipo',
    'Recibido (hora de Bogotá)',
    'Estado',
    'Nombre',
    'Correo',
    'Teléfono',
    'Tema o área',
    'Abogado asignado',
    'Idioma',
    'Spam',
    'Mensaje',
  ],
  en: [
    'Kind',
    'Received (Bogotá time)',
    'Status',
    'Name',
    'E-mail',
    'Phone',
    'Topic or practice area',
    'Assigned lawyer',
    'Language',
    'Spam',
    'Message',
  ],
};

/** The file's rows in the header's order; times in the firm's zone, as the inbox shows them. */
const cells = (row: InboxExportRow) => [
  row.kind,
  firmInputFromIso(row.createdAt).replace('T', ' '),
  row.status,
  row.name,
  row.email,
  row.phone,
  row.topic,
  row.assignedTo,
  row.locale,
  row.spam ? 'yes' : 'no',
  row.message,
];

/** The file's name: the day in the firm's zone. */
export const exportFileName = (now: Date) =>
  `bandeja-${firmInputFromIso(now.toISOString()).slice(0, 10)}.csv`;

/** The answer to GET /admin/inbox/export?<the inbox's filters>. */
export async function inboxExport(
  searchParams: InboxSearchParams,
  now: Date = new Date(),
): Promise<Response> {
  const query = parseInboxQuery(searchParams);
  const here = `${adminPaths.inbox}${inboxQueryString({ ...query.params, page: 1 })}`;
  const access = await authorize('personal.read', 'admin.inbox.export');
  if (!access.ok) return refusedRoute(access.reason, here);
  // Leaves for the step-up screen (a redirect) when the caller's last code is too old.
  await requireRecentFactor(access.caller.claims, here, now);
  const [found, locale] = await Promise.all([
    (await inboxFor(access.caller.claims)).exportRows(
      query.filters,
      inboxExportCap,
      await auditIpHmacOf(),
    ),
    adminLocale(),
  ]);
  return new Response(toCsv(headers[locale], found.items.map(cells)), {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
