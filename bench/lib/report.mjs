// The Markdown report: every figure of a run, then the budgets it broke.

import { fixed, kb, table, withSpread } from './report-format.mjs';
import { budgetSection, bundleSection, loadSection, restartNote } from './report-sections.mjs';

/** "5 mobile, 3 desktop" or "3" (results written before runs were set per preset). */
function runsText(runs) {
  if (typeof runs === 'number') return `${runs} run(s) per page and preset`;
  return `${Object.entries(runs)
    .map(([preset, count]) => `${count} ${preset}`)
    .join(', ')} run(s) per page`;
}

/** How the pages were served, for the section titles (none in results written before the front). */
const SERVED = {
  front: ', through the HTTP/2 + TLS front',
  plain: ', plain `next start` (HTTP/1.1)',
};

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
      `### Lighthouse, ${preset} preset${SERVED[lighthouse.served] ?? ''}`,
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

/**
 * The same pages through the front and on plain `next start`, side by side: what the front changes
 * (one HTTP/2 connection instead of several HTTP/1.1 ones). No budget applies to the plain figures.
 */
function plainSection(front, plain) {
  const rows = [];
  for (const preset of plain.presets) {
    const row = (label, path, a = {}, b = {}) => {
      const [x, y] = [a.median ?? {}, b.median ?? {}];
      return [
        label,
        preset,
        `\`${path}\``,
        `${withSpread(x.lcp, a.spread?.lcp)} / ${withSpread(y.lcp, b.spread?.lcp)}`,
        `${fixed(x.fcp)} / ${fixed(y.fcp)}`,
        `${fixed(x.performance)} / ${fixed(y.performance)}`,
        `${fixed(x.tbt)} / ${fixed(y.tbt)}`,
      ];
    };
    rows.push(
      row(
        '**reference app**',
        plain.referencePath,
        front?.reference?.[preset],
        plain.reference?.[preset],
      ),
    );
    for (const page of plain.pages) {
      const through = front?.pages.find((item) => item.id === page.id);
      rows.push(row(page.id, page.path, through?.[preset], page[preset]));
    }
  }
  return [
    '### Through the front / plain `next start`, for comparison',
    '',
    table(['page', 'preset', 'path', 'LCP ms', 'FCP ms', 'Perf', 'TBT ms'], rows),
    '',
    'Each cell: through the HTTP/2 + TLS front / plain `next start` over HTTP/1.1 (medians, LCP with the lowest and highest run). The budgets apply to the figures through the front only.',
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
  if (results.lighthousePlain)
    out.push(...plainSection(results.lighthouse, results.lighthousePlain));
  if (results.bundle) out.push(...bundleSection(results.bundle, budgets));
  if (results.load) out.push(...loadSection(results.load));
  out.push(...budgetSection(checks));
  return out.join('\n');
}
