import { env, type Env } from './env';

type UrlEnv = Pick<
  Env,
  'NEXT_PUBLIC_SITE_URL' | 'VERCEL_ENV' | 'VERCEL_PROJECT_PRODUCTION_URL' | 'VERCEL_URL' | 'PORT'
>;

/**
 * The origin the site names itself by, decided once, when it is built: NEXT_PUBLIC_SITE_URL;
 * else, on Vercel, the production domain in production and the deployment's own URL elsewhere (a
 * preview answers noindex, and its e-mail links must reach the preview that sent them, not
 * production's database); else http://localhost:$PORT.
 *
 * next.config.ts calls this at build and inlines the answer as NEXT_PUBLIC_SITE_URL, so in the
 * built server the first branch always answers: no page rendered at run time works the origin
 * out again from the port it happens to listen on.
 */
export function resolveSiteOrigin(vars: Partial<UrlEnv>): string {
  if (vars.NEXT_PUBLIC_SITE_URL) return new URL(vars.NEXT_PUBLIC_SITE_URL).origin;
  const vercelHost =
    vars.VERCEL_ENV === 'production'
      ? (vars.VERCEL_PROJECT_PRODUCTION_URL ?? vars.VERCEL_URL)
      : vars.VERCEL_URL;
  if (vercelHost) return new URL(`https://${vercelHost}`).origin;
  return `http://localhost:${vars.PORT ?? 3000}`;
}

/** What next.config.ts inlines into every bundle: the origin, fixed at build. */
export function buildTimeSiteEnv(vars: Partial<UrlEnv>): { NEXT_PUBLIC_SITE_URL: string } {
  return { NEXT_PUBLIC_SITE_URL: resolveSiteOrigin(vars) };
}

/** The site's public origin (canonical URLs, feeds, vCards, e-mail links), as fixed at build. */
export function siteUrl(vars: Partial<UrlEnv> = env()): URL {
  return new URL(resolveSiteOrigin(vars));
}

/** An absolute URL on this site for a path from the routing table. */
export function absoluteUrl(path: string, vars?: Partial<UrlEnv>): string {
  return new URL(path, siteUrl(vars)).toString();
}
