import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/locale';
import type { RequestKind, RequestStatus } from '@/lib/data-requests/options';
import { adminRequestPath, type Locale } from '@/lib/routing';

/**
 * "Reclamo en trámite" on an inbox item whose address has an open reclamo about its personal
 * data, with a link to each: whoever works the item sees the data is under dispute.
 */
export function ReclamoMark({
  reclamos,
  locale,
}: {
  reclamos: { id: string; kind: RequestKind; status: RequestStatus }[];
  locale: Locale;
}) {
  if (reclamos.length === 0) return null;
  const t = adminTranslator(locale);
  return (
    <p
      role="note"
      data-reclamo-mark
      className="mb-6 border-l-4 border-red-800 bg-white p-4 font-semibold text-ink-950"
    >
      {t('requests.inboxMark')}{' '}
      {reclamos.map((reclamo) => (
        <Link
          key={reclamo.id}
          href={adminRequestPath(reclamo.id)}
          className="mr-3 font-normal underline underline-offset-2"
        >
          {t('requests.inboxMarkLink')} ({t(`requests.kinds.${reclamo.kind}`)})
        </Link>
      ))}
    </p>
  );
}
