// Child processes of the benchmark (servers, nginx, Chromium): free ports, start, wait, stop, and
// a last-resort cleanup so that an error or Ctrl-C never leaves one running.
import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export const HOST = '127.0.0.1';

// The other engineer's servers live on 3000–33xx; everything the benchmark starts stays here.
const PORT_RANGE = [3400, 3599];

const handedOut = new Set();
const tracked = new Map();

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: HOST, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A loopback port in the benchmark's range that nothing listens on (nor was handed out here). */
export async function freePort() {
  const [low, high] = PORT_RANGE;
  const span = high - low + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = low + ((start + i) % span);
    if (handedOut.has(port)) continue;
    if (await portIsFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${low} and ${high}`);
}

/** Registers a process (group) to be killed when the benchmark exits, however it exits. */
export function track(pid, name) {
  if (pid) tracked.set(pid, name);
}

export function untrack(pid) {
  tracked.delete(pid);
}

function signalGroup(pid, signal) {
  // Children start detached, so each leads its own group: this reaches its workers too.
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/** Kills every tracked process at once; synchronous, so it is safe in an 'exit' handler. */
export function killAll() {
  for (const pid of tracked.keys()) signalGroup(pid, 'SIGKILL');
  tracked.clear();
}

let cleanupInstalled = false;

/** Kills all children on normal exit, on an uncaught error and on SIGINT/SIGTERM/SIGHUP. */
export function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', killAll);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      console.error(`\nbench: ${signal}, stopping servers and browsers`);
      killAll();
      process.exit(code);
    });
  }
  process.on('uncaughtException', (error) => {
    console.error(error);
    killAll();
    process.exit(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    killAll();
    process.exit(1);
  });
}

/**
 * Starts a long-running child in its own process group, output to `logFile`.
 * Returns a handle with the spawn time, for start-up figures.
 */
export function startProcess(name, command, args, { cwd, env, logFile }) {
  const fd = openSync(logFile, 'w');
  const startedAt = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  track(child.pid, name);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, child, pid: child.pid, startedAt, exited, logFile };
}

/** Stops a started child: SIGTERM to its group, SIGKILL if it is still there after `graceMs`. */
export async function stopProcess(handle, graceMs = 5000) {
  if (!handle || handle.child.exitCode !== null || handle.child.signalCode !== null) {
    if (handle) untrack(handle.pid);
    return;
  }
  signalGroup(handle.pid, 'SIGTERM');
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), graceMs));
  if ((await Promise.race([handle.exited, timer])) === 'timeout')
    signalGroup(handle.pid, 'SIGKILL');
  untrack(handle.pid);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status of a GET to `url`, the body read and dropped (a plain fetch: loopback HTTP). */
async function fetchStatus(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Polls `url` until it answers 200; resolves with the milliseconds since the handle was spawned.
 * Bounded: fails after `timeoutMs`, or at once when the process exits. `probe(url)` resolves with
 * a status (the TLS front's certificate needs its own).
 */
export async function waitForOk(
  handle,
  url,
  { timeoutMs = 120_000, intervalMs = 50, probe = fetchStatus } = {},
) {
  const deadline = performance.now() + timeoutMs;
  let exited = null;
  handle.exited.then((status) => {
    exited = status;
  });
  let last = 'no answer';
  while (performance.now() < deadline) {
    if (exited) {
      throw new Error(
        `${handle.name} exited (${JSON.stringify(exited)}) before answering; see ${handle.logFile}`,
      );
    }
    try {
      const status = await probe(url);
      if (status === 200) return performance.now() - handle.startedAt;
      last = `HTTP ${status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `${handle.name} did not answer 200 at ${url} within ${timeoutMs / 1000} s (${last}); see ${handle.logFile}`,
  );
}

/**
 * `next start` on a loopback port, from the app folder `cwd` and its own node_modules; `preload`
 * modules are loaded first (`node --require`), as the app's own start script does.
 */
export function startNext(name, { cwd, port, env = {}, logFile, preload = [] }) {
  return startProcess(
    name,
    process.execPath,
    [
      ...preload.flatMap((file) => ['--require', file]),
      `${cwd}/node_modules/next/dist/bin/next`,
      'start',
      '-p',
      String(port),
      '-H',
      HOST,
    ],
    { cwd, env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env }, logFile },
  );
}

const MAX_RESTARTS = 10;

/**
 * A server the benchmark keeps up: `launch(attempt)` starts it (a fresh log per attempt),
 * `readyUrl` must answer 200. Something outside the benchmark may stop it mid-run (on a shared
 * machine, a `pkill` by process name); `ensureUp` then starts it again, counted in `restarts`, so
 * the run goes on and the report says so.
 */
export function supervised(name, launch, readyUrl, { onRestart, probe } = {}) {
  let handle = null;
  let attempt = 0;
  const server = {
    name,
    restarts: [],
    startupMs: null,
    get handle() {
      return handle;
    },
    alive() {
      return Boolean(handle) && handle.child.exitCode === null && handle.child.signalCode === null;
    },
    async start() {
      // Stopped from outside before it answered: start again (bounded by MAX_RESTARTS).
      for (;;) {
        handle = launch(attempt);
        attempt += 1;
        try {
          const ms = await waitForOk(handle, readyUrl, probe ? { probe } : {});
          if (server.startupMs === null) server.startupMs = ms;
          return ms;
        } catch (error) {
          if (server.alive() || server.restarts.length >= MAX_RESTARTS) throw error;
          untrack(handle.pid);
          server.restarts.push(handle.child.signalCode ?? `exit ${handle.child.exitCode}`);
          console.warn(
            `bench: ${name} stopped before it answered (${error.message}); starting it again`,
          );
        }
      }
    },
    /** Starts the server again if it has stopped; true when it did. */
    async ensureUp() {
      if (server.alive()) return false;
      const { exitCode, signalCode } = handle.child;
      untrack(handle.pid);
      server.restarts.push(signalCode ?? `exit ${exitCode}`);
      if (server.restarts.length > MAX_RESTARTS)
        throw new Error(`${name} stopped ${server.restarts.length} times; giving up`);
      console.warn(
        `bench: ${name} stopped from outside (${signalCode ?? `exit code ${exitCode}`}); starting it again`,
      );
      await server.start();
      if (onRestart) await onRestart();
      return true;
    },
    stop() {
      return stopProcess(handle);
    },
  };
  return server;
}
