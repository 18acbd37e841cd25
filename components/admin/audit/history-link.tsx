import Link from 'next/link';
import { auditHistoryPath } from '@/lib/routing';

/**
 * A link to one thing's audit trail (`/admin/audit?target=<kind>:<id>`): an entry's editor and a
 * user's row show it. Its words come from the caller (Admin.audit.historyLink).
 */
export function AuditHistoryLink({
  kind,
  id,
  label,
  className = 'text-sm font-semibold underline underline-offset-2',
}: {
  kind: 'entry' | 'user' | 'category';
  id: string;
  label: string;
  className?: string;
}) {
  return (
    <Link href={auditHistoryPath(kind, id)} className={className}>
      {label}
    </Link>
  );
}
