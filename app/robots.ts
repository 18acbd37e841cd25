import { env } from '@/lib/env';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-url';

/** robots.txt: everything public may be crawled, except on preview deployments. */
export default function robots(): MetadataRoute.Robots {
  if (env().VERCEL_ENV === 'preview') {
    return { rules: { userAgent: '*', disallow: '/' } };
  }
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/login', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
