// Production builds of the site and of the reference app, each reused while what it was built
// from has not changed.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { track, untrack } from './servers.mjs';

const STAMP = 'bench-build.json';

/** HEAD and whether the work tree is clean; results from earlier runs do not make it dirty. */
export function gitState(cwd) {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const status = execFileSync(
      'git',
      ['status', '--porcelain', '--untracked-files=normal', '--', '.', ':(exclude)bench/results'],
      { cwd, encoding: 'utf8' },
    );
    return { commit, short: commit.slice(0, 7), clean: status.trim() === '' };
  } catch {
    return { commit: null, short: 'nogit', clean: false };
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Whether the stamp says the build in `.next` is of this very commit, built from a clean tree, and
 * is still that build (any other `next build` since, say of an edited tree, has a new BUILD_ID).
 */
export function canReuseBuild(stamp, git, buildId) {
  return Boolean(
    stamp &&
    git.commit &&
    git.clean &&
    stamp.clean &&
    stamp.commit === git.commit &&
    buildId &&
    stamp.buildId === buildId,
  );
}

function readBuildId(root) {
  try {
    return readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Runs a build step in its own process group (so the exit cleanup reaches its workers); seconds taken. */
async function run(command, args, cwd, label) {
  const started = performance.now();
  // Output goes to the terminal: a failed build must be readable where it happened.
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  track(child.pid, label);
  const [code, signal] = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  untrack(child.pid);
  if (code !== 0) throw new Error(`${label} failed (${signal ?? `exit ${code}`})`);
  return (performance.now() - started) / 1000;
}

/** The site's production build (`npm run build`), reused when the stamp matches HEAD on a clean tree. */
export async function ensureAppBuild(root) {
  const git = gitState(root);
  const stampFile = path.join(root, '.next', STAMP);
  const stamp = readJson(stampFile);
  if (canReuseBuild(stamp, git, readBuildId(root))) {
    return { reused: true, seconds: stamp.seconds, commit: stamp.commit, builtAt: stamp.builtAt };
  }
  console.log('bench: building the site (npm run build)…');
  const seconds = await run('npm', ['run', 'build'], root, 'npm run build');
  const fresh = {
    commit: git.commit,
    clean: git.clean,
    buildId: readBuildId(root),
    seconds,
    builtAt: new Date().toISOString(),
  };
  writeFileSync(stampFile, `${JSON.stringify(fresh, null, 2)}\n`);
  return { reused: false, ...fresh };
}

function hashFiles(dir, names) {
  const hash = createHash('sha256');
  const walk = (entry) => {
    const full = path.join(dir, entry);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const child of readdirSync(full).sort()) walk(path.join(entry, child));
      return;
    }
    hash.update(entry).update('\0').update(readFileSync(full)).update('\0');
  };
  names.forEach(walk);
  return hash.digest('hex');
}

/**
 * The reference app: `npm install` when its node_modules are missing or were installed from
 * another package.json/lock, `next build` when its sources changed since the last build.
 */
export async function ensureReferenceBuild(dir) {
  const installHash = hashFiles(dir, ['package.json', 'package-lock.json']);
  const installStampFile = path.join(dir, 'node_modules', '.bench-install.json');
  let installed = false;
  if (
    readJson(installStampFile)?.hash !== installHash ||
    !existsSync(path.join(dir, 'node_modules', 'next'))
  ) {
    console.log('bench: installing the reference app (npm install)…');
    await run('npm', ['install', '--no-audit', '--no-fund'], dir, 'npm install (reference)');
    writeFileSync(installStampFile, JSON.stringify({ hash: installHash }));
    installed = true;
  }
  const sourceHash = hashFiles(dir, [
    'package.json',
    'package-lock.json',
    'next.config.mjs',
    'app',
    'public',
  ]);
  const stampFile = path.join(dir, '.next', STAMP);
  const stamp = readJson(stampFile);
  if (!installed && stamp?.hash === sourceHash && existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    return { installed, built: false, seconds: stamp.seconds };
  }
  console.log('bench: building the reference app (next build)…');
  const seconds = await run(
    process.execPath,
    [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'],
    dir,
    'next build (reference)',
  );
  writeFileSync(
    stampFile,
    `${JSON.stringify({ hash: sourceHash, seconds, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return { installed, built: true, seconds };
}

/** Whether the reference pins the same next/react/react-dom as the site; the comparison is void otherwise. */
export function referenceVersionsMatch(root, dir) {
  const site = readJson(path.join(root, 'package.json'))?.dependencies ?? {};
  const reference = readJson(path.join(dir, 'package.json'))?.dependencies ?? {};
  const mismatches = ['next', 'react', 'react-dom']
    .filter((name) => site[name] !== reference[name])
    .map((name) => `${name}: site ${site[name]}, reference ${reference[name]}`);
  return mismatches;
}
