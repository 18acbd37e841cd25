import type { NextRequest } from 'next/server';
import { inboxExport } from '@/lib/admin/inbox/export';

export const dynamic = 'force-dynamic';

/** The inbox's list as filtered, as CSV, for an admin after step-up (lib/admin/inbox/export.ts). */
export async function GET(request: NextRequest) {
  return inboxExport(Object.fromEntries(request.nextUrl.searchParams));
}
