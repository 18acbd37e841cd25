// Formatting shared by the report's sections: figures, kB, tables.

export const KB = 1024;

export const fixed = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '—';
export const kb = (bytes, digits = 1) =>
  typeof bytes === 'number' ? (bytes / KB).toFixed(digits) : '—';
export const signed = (value, digits = 1) =>
  typeof value === 'number' ? `${value >= 0 ? '+' : ''}${value.toFixed(digits)}` : '—';

export function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** A median with the lowest and highest run beside it: "94 (91–96)". */
export function withSpread(value, spread) {
  if (!Array.isArray(spread) || spread[0] === spread[1]) return fixed(value);
  return `${fixed(value)} (${fixed(spread[0])}–${fixed(spread[1])})`;
}
