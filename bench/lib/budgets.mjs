// Budgets: results + budgets → one check per figure. Pure, so the rules are unit-tested apart from
// any measurement. A figure that is missing fails its check: an unmeasured page is not a pass.

const KB = 1024;

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

// Figures are medians and ratios of floats: "exactly at the limit" must not fail on rounding.
const EPSILON = 1e-9;

/** One check: `value` against `limit` with `op` ('>=' or '<='); missing value or limit fails. */
export function check(id, label, value, op, limit, unit = '') {
  let ok = false;
  if (isNumber(value) && isNumber(limit)) {
    ok = op === '>=' ? value >= limit - EPSILON : value <= limit + EPSILON;
  }
  return {
    id,
    label,
    value: isNumber(value) ? value : null,
    op,
    limit: isNumber(limit) ? limit : null,
    unit,
    ok,
  };
}

function lighthouseChecks(lighthouse, budgets) {
  const checks = [];
  const {
    minScore,
    desktopPerformanceMin,
    mobilePerformanceMaxPointsBelowReference,
    mobileLcpMaxMs,
    mobileTbtMaxMsOverReference,
    mobileFontKbBeforeLcpMax,
    clsMax,
  } = budgets;
  for (const preset of lighthouse.presets) {
    const referencePerformance = lighthouse.reference?.[preset]?.median?.performance;
    const referenceTbt = lighthouse.reference?.[preset]?.median?.tbt;
    for (const page of lighthouse.pages) {
      const median = page[preset]?.median ?? {};
      const where = `${preset} ${page.path}`;
      const base = `lighthouse.${preset}.${page.id}`;
      if (preset === 'desktop') {
        checks.push(
          check(
            `${base}.performance`,
            `Performance, ${where}`,
            median.performance,
            '>=',
            desktopPerformanceMin,
          ),
        );
      } else {
        const limit = isNumber(referencePerformance)
          ? referencePerformance - mobilePerformanceMaxPointsBelowReference
          : null;
        checks.push(
          check(
            `${base}.performance`,
            `Performance, ${where} (reference ${referencePerformance ?? '?'} − ${mobilePerformanceMaxPointsBelowReference})`,
            median.performance,
            '>=',
            limit,
          ),
        );
        // LCP under simulated throttling comes from the network graph and barely moves between
        // runs: an absolute limit, on the pages as served through the front (HTTP/2, one
        // connection, as in production). TBT swings with the machine: a margin over the reference.
        checks.push(
          check(
            `${base}.lcp`,
            `LCP, ${where}${lighthouse.served === 'front' ? ' (through the HTTP/2 + TLS front)' : ''}`,
            median.lcp,
            '<=',
            mobileLcpMaxMs,
            'ms',
          ),
        );
        const margin = mobileTbtMaxMsOverReference?.[page.kind];
        checks.push(
          check(
            `${base}.tbt`,
            `TBT, ${where} (reference ${isNumber(referenceTbt) ? Math.round(referenceTbt) : '?'} ms + ${margin ?? '?'})`,
            median.tbt,
            '<=',
            isNumber(referenceTbt) && isNumber(margin) ? referenceTbt + margin : null,
            'ms',
          ),
        );
        checks.push(
          check(
            `${base}.fonts`,
            `Font bytes requested before LCP, ${where}`,
            isNumber(median.fontBytesBeforeLcp) ? median.fontBytesBeforeLcp / KB : null,
            '<=',
            mobileFontKbBeforeLcpMax,
            'kB',
          ),
        );
      }
      for (const [category, min] of Object.entries(minScore)) {
        checks.push(
          check(`${base}.${category}`, `${category}, ${where}`, median[category], '>=', min),
        );
      }
      checks.push(check(`${base}.cls`, `CLS, ${where}`, median.cls, '<=', clsMax));
    }
  }
  return checks;
}

function bundleChecks(bundle, budgets) {
  const checks = [];
  const referenceBytes = bundle.reference?.bytes;
  for (const page of bundle.pages) {
    const over =
      isNumber(page.bytes) && isNumber(referenceBytes) ? (page.bytes - referenceBytes) / KB : null;
    const limit = budgets.maxKbOverReference[page.kind];
    checks.push(
      check(
        `bundle.${page.id}`,
        `First-load JS over reference, ${page.path} (${page.kind})`,
        over,
        '<=',
        limit,
        'kB',
      ),
    );
  }
  const leaks = bundle.admin ? bundle.admin.leaks.length : null;
  checks.push(
    check(
      'bundle.admin',
      `Admin chunks in public first loads (${bundle.admin?.note ?? 'not checked'})`,
      leaks,
      '<=',
      0,
    ),
  );
  return checks;
}

function loadChecks(load, budgets) {
  const checks = [];
  const { targets } = load;
  const ratioTo = (target, base) =>
    isNumber(target?.rps) && isNumber(base?.rps) && base.rps > 0 ? target.rps / base.rps : null;
  for (const id of ['canonical', 'alias']) {
    const target = targets[id];
    checks.push(
      check(
        `load.${id}.ratio`,
        `Throughput ${target?.path ?? id} / reference app`,
        ratioTo(target, targets.reference),
        '>=',
        budgets.minRatioToReference,
        '×',
      ),
      check(
        `load.${id}.nginx`,
        `Throughput ${target?.path ?? id} / nginx serving the same HTML`,
        ratioTo(target, targets.nginx),
        '>=',
        budgets.minRatioToNginx,
        '×',
      ),
    );
  }
  for (const id of ['canonical', 'alias', 'search']) {
    const target = targets[id];
    checks.push(
      check(
        `load.${id}.errors`,
        `Errors under load, ${target?.path ?? id}`,
        target?.errors,
        '<=',
        budgets.maxErrors,
      ),
    );
  }
  checks.push(
    check(
      'load.search.p99',
      `p99 latency, ${targets.search?.path ?? 'search'}`,
      targets.search?.p99,
      '<=',
      budgets.searchP99MaxMs,
      'ms',
    ),
  );
  return checks;
}

/**
 * Every check for the parts that were measured (a skipped part, null, yields none). The plain
 * `next start` pass (`results.lighthousePlain`) is there for comparison and has no budget.
 */
export function evaluate(results, budgets) {
  return [
    ...(results.lighthouse ? lighthouseChecks(results.lighthouse, budgets.lighthouse) : []),
    ...(results.bundle ? bundleChecks(results.bundle, budgets.firstLoadJs) : []),
    ...(results.load ? loadChecks(results.load, budgets.load) : []),
  ];
}

/** The process exit code: non-zero as soon as one budget is broken. */
export function exitCode(checks) {
  return checks.every((item) => item.ok) ? 0 : 1;
}
