/**
 * The site's public origin: NEXT_PUBLIC_SITE_URL, else the URL Vercel gives the deployment
 * (the production domain in production, the preview URL in previews), else localhost.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): URL {
  const explicit = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (explicit) return new URL(explicit);
  const vercelHost =
    env.VERCEL_ENV === 'production'
      ? (env.VERCEL_PROJECT_PRODUCTION_URL ?? env.VERCEL_URL)
      : env.VERCEL_URL;
  if (vercelHost) return new URL(`https://${vercelHost}`);
  return new URL(`http://localhost:${env.PORT ?? '3000'}`);
}

/** An absolute URL on this site for a path from the routing table. */
export function absoluteUrl(path: string, env?: NodeJS.ProcessEnv): string {
  return new URL(path, siteUrl(env)).toString();
}
