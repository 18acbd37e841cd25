import { env, type Env } from './env';

type UrlEnv = Pick<
  Env,
  'NEXT_PUBLIC_SITE_URL' | 'VERCEL_ENV' | 'VERCEL_PROJECT_PRODUCTION_URL' | 'VERCEL_URL' | 'PORT'
>;

/**
 * The site's public origin: NEXT_PUBLIC_SITE_URL, else the URL Vercel gives the deployment
 * (the production domain in production, the preview URL in previews), else localhost.
 */
export function siteUrl(vars: Partial<UrlEnv> = env()): URL {
  if (vars.NEXT_PUBLIC_SITE_URL) return new URL(vars.NEXT_PUBLIC_SITE_URL);
  const vercelHost =
    vars.VERCEL_ENV === 'production'
      ? (vars.VERCEL_PROJECT_PRODUCTION_URL ?? vars.VERCEL_URL)
      : vars.VERCEL_URL;
  if (vercelHost) return new URL(`https://${vercelHost}`);
  return new URL(`http://localhost:${vars.PORT ?? 3000}`);
}

/** An absolute URL on this site for a path from the routing table. */
export function absoluteUrl(path: string, vars?: Partial<UrlEnv>): string {
  return new URL(path, siteUrl(vars)).toString();
}
