// The report's sections on first-load JavaScript, load and budgets, and the restart note.
import { fixed, kb, KB, signed, table } from './report-format.mjs';

export function bundleSection(bundle, budgets) {
  const reference = bundle.reference;
  const rows = [
    [
      '**reference app**',
      `\`${reference.path}\``,
      '—',
      kb(reference.bytes),
      '—',
      '—',
      String(reference.scripts.length),
    ],
    ...bundle.pages.map((page) => [
      page.id,
      `\`${page.path}\``,
      page.kind,
      kb(page.bytes),
      signed(typeof page.bytes === 'number' ? (page.bytes - reference.bytes) / KB : null),
      `≤ ${budgets.firstLoadJs.maxKbOverReference[page.kind]}`,
      String(page.scripts?.length ?? '—'),
    ]),
  ];
  const chunks = bundle.largestChunks.map((chunk) => [
    `\`${chunk.file}\``,
    kb(chunk.gzip),
    String(chunk.pages),
    chunk.packages.join(', ') || '—',
  ]);
  const admin = bundle.admin;
  const adminLines = admin.leaks.length
    ? admin.leaks.map(
        (leak) =>
          `- \`${leak.page}\` loads \`${leak.chunk ?? leak.module}\`${leak.routes.length ? ` (referenced by ${leak.routes.join(', ')})` : ''}`,
      )
    : [`- none (${admin.note})`];
  return [
    '### First-load JavaScript (gzip, from the live HTML, `noModule` excluded)',
    '',
    table(['page', 'path', 'kind', 'kB', 'over reference kB', 'budget kB', 'scripts'], rows),
    '',
    `Largest chunks across the measured pages (packages recognised in the chunk's text):`,
    '',
    table(['chunk', 'gzip kB', 'pages loading it', 'packages'], chunks),
    '',
    'Admin/login chunks in public first loads:',
    '',
    ...adminLines,
    '',
  ];
}

export function loadSection(load) {
  const { targets, connections, seconds } = load;
  const reference = targets.reference?.rps;
  const nginx = targets.nginx?.rps;
  const ratio = (value, base) =>
    typeof value === 'number' && typeof base === 'number' && base > 0
      ? `${(value / base).toFixed(2)}×`
      : '—';
  const order = ['canonical', 'alias', 'search', 'reference', 'nginx'];
  const rows = order
    .filter((id) => targets[id])
    .map((id) => {
      const target = targets[id];
      return [
        target.label,
        `\`${target.path}\``,
        fixed(target.rps),
        ['reference', 'nginx'].includes(id) ? '—' : ratio(target.rps, reference),
        ['reference', 'nginx'].includes(id) ? '—' : ratio(target.rps, nginx),
        fixed(target.p50),
        fixed(target.p99),
        `${target.errors ?? '—'} (${target.non2xx ?? 0} non-2xx, ${target.timeouts ?? 0} timeouts)`,
      ];
    });
  return [
    `### Load (autocannon, ${connections} connections, ${seconds} s each after a warm-up)`,
    '',
    table(
      ['target', 'path', 'req/s', '× reference app', '× nginx', 'p50 ms', 'p99 ms', 'errors'],
      rows,
    ),
    '',
  ];
}

export function budgetSection(checks) {
  const failed = checks.filter((item) => !item.ok);
  const value = (item) =>
    item.value === null
      ? 'missing'
      : `${+item.value.toFixed(3)}${item.unit ? ` ${item.unit}` : ''}`;
  const limit = (item) =>
    item.limit === null ? 'missing' : `${item.op} ${+item.limit.toFixed(3)}`;
  return [
    `### Budgets: ${checks.length - failed.length} of ${checks.length} met, ${failed.length} broken`,
    '',
    failed.length
      ? table(
          ['broken budget', 'figure', 'limit'],
          failed.map((item) => [item.label, value(item), limit(item)]),
        )
      : 'Every budget met.',
    '',
  ];
}

export function restartNote(restarts = {}) {
  const entries = Object.entries(restarts);
  if (!entries.length) return [];
  const which = entries
    .map(([name, causes]) => `${name} ${causes.length}× (${causes.join(', ')})`)
    .join('; ');
  return [
    `Stopped from outside during the run and started again (the affected measurements were repeated): ${which}.`,
    '',
  ];
}
