import type { Metadata } from 'next';
import { StaffNotFound } from '@/components/admin/shell/staff-not-found';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.notFound') };
}

/**
 * The admin area's 404 page as a route: proxy.ts rewrites every path of /admin, /login and /auth
 * that is none of the area's pages here, with status 404. Rendered per request, so its scripts
 * carry the request's nonce (the public 404 page is static, and the strict policy would block
 * its scripts).
 */
export default StaffNotFound;
