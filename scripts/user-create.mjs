// Runs scripts/user-create-command.ts on Node 20 (which cannot run TypeScript): esbuild bundles it, with
// the project's `@/` paths, into a temporary folder inside node_modules (so its packages resolve),
// and Node runs it with the `react-server` condition (so 'server-only' imports resolve to nothing).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const outdir = mkdtempSync(path.join(cache, 'user-create-'));

let status = 1;
try {
  await build({
    stdin: {
      contents:
        "import { main } from './scripts/user-create-command.ts';\n" +
        'process.exitCode = await main(process.argv.slice(2));\n',
      resolveDir: root,
      sourcefile: 'user-create-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    conditions: ['react-server'],
    tsconfig: path.join(root, 'tsconfig.json'),
    outdir,
    entryNames: 'user-create',
    logLevel: 'error',
  });
  const run = spawnSync(
    process.execPath,
    ['--conditions=react-server', path.join(outdir, 'user-create.js'), ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  status = run.status ?? 1;
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
process.exit(status);
