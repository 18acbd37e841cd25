import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * A `next start` of the production build of its own, on `origin`'s port and over `dataDir`, for
 * the specs that restart a server or change its data folder while it is stopped: the shared
 * server's content is never touched.
 */
export function ownServer(settings: () => { origin: string; dataDir: string }) {
  let server: ChildProcess | undefined;

  async function start() {
    const { origin, dataDir } = settings();
    server = spawn(
      process.execPath,
      [
        '--require',
        './scripts/server-preload.cjs',
        'node_modules/next/dist/bin/next',
        'start',
        '-p',
        new URL(origin).port,
      ],
      {
        env: {
          ...process.env,
          EMBEDDED_DATA_DIR: dataDir,
          MAIL_LOG_DIR: path.join(path.dirname(dataDir), 'mail'),
        },
        stdio: 'ignore',
      },
    );
    for (let tries = 0; tries < 120; tries += 1) {
      // Only /api/health while waiting: any page request would be that page's first.
      const ok = await fetch(`${origin}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`next start on ${origin} did not answer`);
  }

  async function stop() {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  /** What a visitor gets: no cookies, redirects not followed. */
  const get = (pathname: string) =>
    fetch(`${settings().origin}${pathname}`, { redirect: 'manual' });
  /** The body of a page that must answer 200. */
  const text = async (pathname: string) => {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(200);
    return response.text();
  };

  return { start, stop, get, text };
}
