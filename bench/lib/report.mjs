// The Markdown report: every figure of a run, then the budgets it broke.

const KB = 1024;

const fixed = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '—';
const kb = (bytes, digits = 1) => (typeof bytes === 'number' ? (bytes / KB).toFixed(digits) : '—');
const signed = (value, digits = 1) =>
  typeof value === 'number' ? `${value >= 0 ? '+' : ''}${value.toFixed(digits)}` : '—';

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** A median with the lowest and highest run beside it: "94 (91–96)". */
function withSpread(value, spread) {
  if (!Array.isArray(spread) || spread[0] === spread[1]) return fixed(value);
  return `${fixed(value)} (${fixed(spread[0])}–${fixed(spread[1])})`;
}

/** "5 mobile, 3 desktop" or "3" (results written before runs were set per preset). */
function runsText(runs) {
  if (typeof runs === 'number') return `${runs} run(s) per page and preset`;
  return `${Object.entries(runs)
    .map(([preset, count]) => `${count} ${preset}`)
    .join(', ')} run(s) per page`;
}

function lighthouseSection(lighthouse) {
  const out = [];
  for (const preset of lighthouse.presets) {
    const row = (label, path, result = {}) => {
      const median = result.median ?? {};
      const spread = result.spread ?? {};
      return [
        label,
        `\`${path}\``,
        withSpread(median.performance, spread.performance),
        fixed(median.accessibility),
        fixed(median['best-practices']),
        fixed(median.seo),
        fixed(median.fcp),
        withSpread(median.lcp, spread.lcp),
        withSpread(median.tbt, spread.tbt),
        fixed(median.blockingAll),
        fixed(median.cls, 3),
        kb(median.fontBytesBeforeLcp),
        kb(median.bytes),
        String(result.samples ?? 0),
      ];
    };
    const reference = lighthouse.reference?.[preset];
    out.push(
      `### Lighthouse, ${preset} preset`,
      '',
      table(
        [
          'page',
          'path',
          'Perf',
          'A11y',
          'BP',
          'SEO',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'all tasks ms',
          'CLS',
          'fonts before LCP kB',
          'transfer kB',
          'runs',
        ],
        [
          row('**reference app**', lighthouse.referencePath, reference),
          ...lighthouse.pages.map((page) => row(page.id, page.path, page[preset])),
        ],
      ),
      '',
      'Medians, with the lowest and highest run in brackets where they differ. "All tasks": the blocking time of every long task of the load, before FCP too (TBT counts from FCP on: an earlier first paint shows more TBT for the same work).',
      '',
    );
  }
  return out;
}

/** The requests made at high priority during a mobile load, pages with the same list grouped. */
function highPrioritySection(lighthouse) {
  if (!lighthouse.presets.includes('mobile')) return [];
  const groups = new Map();
  for (const page of lighthouse.pages) {
    const list = page.mobile?.highPriority;
    if (!list) continue;
    const key = list.join('\n');
    groups.set(key, [...(groups.get(key) ?? []), page.id]);
  }
  if (!groups.size) return [];
  const lines = [...groups].map(([key, ids]) => {
    const requests = key ? key.split('\n').map((item) => `\`${item}\``) : ['none'];
    return `- ${ids.join(', ')}: ${requests.join(', ')}`;
  });
  return ['### Requests at high priority besides the document (mobile, any run)', '', ...lines, ''];
}

function failingAuditsSection(lighthouse) {
  const lines = [];
  for (const preset of lighthouse.presets) {
    for (const page of [
      {
        id: 'reference app',
        path: lighthouse.referencePath,
        [preset]: lighthouse.reference?.[preset],
      },
      ...lighthouse.pages,
    ]) {
      const result = page[preset];
      if (!result) continue;
      for (const [category, ids] of Object.entries(result.failing ?? {})) {
        const score = result.median?.[category];
        if (typeof score === 'number' && score >= 100) continue;
        lines.push(
          `- ${preset} \`${page.path}\` (${page.id}) ${category} ${fixed(score)}: ${ids.map((id) => `\`${id}\``).join(', ')}`,
        );
      }
      if (result.errors?.length)
        lines.push(
          `- ${preset} \`${page.path}\`: runs without a result: ${result.errors.join(', ')}`,
        );
    }
  }
  return [
    '### Lighthouse audits behind every category below 100 (any run)',
    '',
    ...(lines.length ? lines : ['None.']),
    '',
  ];
}

function bundleSection(bundle, budgets) {
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

function loadSection(load) {
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

function budgetSection(checks) {
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

function restartNote(restarts = {}) {
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

/** The whole report of one run, as Markdown. */
export function renderReport(results, checks, budgets) {
  const { meta, build, startup } = results;
  const out = [
    `## Benchmark ${meta.date}, commit ${meta.shortCommit}${meta.clean ? '' : ' (uncommitted changes)'}`,
    '',
    `${meta.machine}; Node ${meta.node}; Lighthouse ${meta.lighthouseVersion}, ${runsText(meta.runs)}, medians; presets: ${meta.presets.join(', ')}; reference: a bare Next.js ${meta.nextVersion} page (\`bench/reference/\`), measured in the same run before every ${meta.refEvery} site page(s)${meta.pageFilter ? `; pages filtered: ${meta.pageFilter}` : ''}${meta.skipped.length ? `; skipped: ${meta.skipped.join(', ')}` : ''}.`,
    '',
    ...restartNote(meta.restarts),
    '### Build and start-up',
    '',
    table(
      ['', 'site', 'reference app'],
      [
        [
          'build',
          `${fixed(build.app.seconds, 1)} s${build.app.reused ? ' (build of this commit reused; time measured when built)' : ''}`,
          build.reference.built
            ? `${fixed(build.reference.seconds, 1)} s`
            : `not rebuilt (${fixed(build.reference.seconds, 1)} s when built)`,
        ],
        ['`next start` → first 200', `${fixed(startup.app)} ms`, `${fixed(startup.reference)} ms`],
      ],
    ),
    '',
  ];
  if (results.lighthouse)
    out.push(
      ...lighthouseSection(results.lighthouse),
      ...highPrioritySection(results.lighthouse),
      ...failingAuditsSection(results.lighthouse),
    );
  if (results.bundle) out.push(...bundleSection(results.bundle, budgets));
  if (results.load) out.push(...loadSection(results.load));
  out.push(...budgetSection(checks));
  return out.join('\n');
}
