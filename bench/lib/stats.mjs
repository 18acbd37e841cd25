// Medians: single Lighthouse and load figures swing widely on a shared 2-core machine.

/** The median of the finite numbers in `values`, or null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Per-key medians of a list of flat objects: { key: median of that key over the samples }. */
export function medianOf(samples, keys) {
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample?.[key]))]),
  );
}
