// The servers of one run: the site and the reference app on `next start`, and the HTTP/2 + TLS
// front before both. Each is supervised (started again when something outside stops it).
import path from 'node:path';
import { getTrusting, prepareFront, startFront, trustFlags } from './front.mjs';
import { REFERENCE_PATH } from './measure.mjs';
import { startNginx } from './nginx.mjs';
import { freePort, HOST, startNext, supervised } from './servers.mjs';

/**
 * Environment of the site's `next start`: a fresh embedded store and mail log, and one trusted
 * proxy hop (the front appends the browser's address to X-Forwarded-For, as a production proxy
 * does; the plain comparison's requests carry no such header and count under the socket's).
 */
export const SITE_ENV = {
  EMBEDDED_DATA_DIR: '.data/bench/pglite',
  MAIL_LOG_DIR: '.data/bench-mail',
  TRUSTED_PROXY_HOPS: '1',
};

/** A GET on loopback HTTP: status and body, no redirect followed. */
export async function get(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  return { status: response.status, body };
}

/**
 * Starts the site, then the reference app (one after the other, so that neither start-up time
 * includes the other's), then the front. `warmUp` runs again after the site restarts.
 */
export async function startStack({ root, referenceDir, logDir, log, warmUp }) {
  const [appPort, referencePort, appFrontPort, referenceFrontPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const origins = {
    app: `http://${HOST}:${appPort}`,
    reference: `http://${HOST}:${referencePort}`,
  };
  const frontOrigins = {
    app: `https://${HOST}:${appFrontPort}`,
    reference: `https://${HOST}:${referenceFrontPort}`,
  };
  const logFile = (name, attempt) =>
    path.join(logDir, `${name}${attempt ? `-restart${attempt}` : ''}.log`);
  const app = supervised(
    'site',
    (attempt) =>
      startNext('site', {
        cwd: root,
        port: appPort,
        env: SITE_ENV,
        preload: [path.join(root, 'scripts/server-preload.cjs')],
        logFile: logFile('site', attempt),
      }),
    `${origins.app}/`,
    { onRestart: () => warmUp(origins.app) },
  );
  const reference = supervised(
    'reference app',
    (attempt) =>
      startNext('reference', {
        cwd: referenceDir,
        port: referencePort,
        logFile: logFile('reference', attempt),
      }),
    `${origins.reference}${REFERENCE_PATH}`,
  );
  await app.start();
  log(`site on ${origins.app} answered after ${Math.round(app.startupMs)} ms`);
  await reference.start();
  log(`reference app on ${origins.reference} answered after ${Math.round(reference.startupMs)} ms`);

  // Same front, same settings, before both apps: the comparison with the reference stays fair.
  const front = prepareFront([
    { name: 'site', port: appFrontPort, upstreamPort: appPort },
    { name: 'reference', port: referenceFrontPort, upstreamPort: referencePort },
  ]);
  const probe = async (url) => (await getTrusting(front.pem, url, 5000)).status;
  const frontServer = supervised(
    'front',
    () => startFront(front),
    `${frontOrigins.reference}${REFERENCE_PATH}`,
    {
      probe,
    },
  );
  await frontServer.start();
  const { status } = await getTrusting(front.pem, `${frontOrigins.app}/`);
  if (status !== 200) throw new Error(`the front answered ${status} for the site's /`);
  log(
    `HTTP/2 + TLS front on ${frontOrigins.app} (site) and ${frontOrigins.reference} (reference app)`,
  );

  return {
    servers: [app, reference, frontServer],
    origins,
    frontOrigins,
    chromeFlags: trustFlags(front.spki),
    startup: { app: app.startupMs, reference: reference.startupMs },
  };
}

/** nginx serving the prerendered page, for the load test's ceiling; supervised like the rest. */
export async function startStaticNginx(htmlFile, canonicalPath) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const nginx = supervised('nginx', () => startNginx(htmlFile, port), `${origin}${canonicalPath}`);
  await nginx.start();
  return { nginx, origin };
}
