import { privacyExport } from '@/lib/admin/privacy/export';

export const dynamic = 'force-dynamic';

/** Everything about a posted e-mail address as JSON, for an admin after step-up (lib/admin/privacy/export.ts). */
export async function POST(request: Request) {
  return privacyExport(request);
}
