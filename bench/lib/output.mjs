// Writes a run's results (bench/results/<date>-<commit>.json and .md, each through a temporary
// file, so that an interrupted write leaves no half file), prints the report and what broke.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderReport } from './report.mjs';

export function writeResults(root, results, checks, budgets, log) {
  const resultsDir = path.join(root, 'bench', 'results');
  const markdown = renderReport(results, checks, budgets);
  mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `${results.meta.date}-${results.meta.shortCommit}`);
  for (const [file, text] of [
    [`${base}.json`, `${JSON.stringify(results, null, 2)}\n`],
    [`${base}.md`, `${markdown}\n`],
  ]) {
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  }
  console.log(`\n${markdown}\n`);
  log(`results: ${path.relative(root, base)}.json and .md`);
  const failed = checks.filter((item) => !item.ok);
  const figure = (value) => (value === null ? 'missing' : String(+value.toFixed(3)));
  for (const item of failed)
    console.log(
      `BROKEN: ${item.label}: ${figure(item.value)}${item.unit ? ` ${item.unit}` : ''} (limit ${item.op} ${figure(item.limit)})`,
    );
  log(failed.length ? `${failed.length} budget(s) broken` : 'every budget met');
}
