/**
 * Colombian tax identification numbers (NIT) and their check digit ("dígito de verificación"),
 * computed as DIAN does: each digit of the base number, from the right, times a prime weight;
 * the sum modulo 11 gives the digit (0 and 1 stand for themselves, any other r gives 11 − r).
 */
const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** DIAN's check digit of a NIT's base number (digits only; dots and spaces are ignored). */
export function nitCheckDigit(base: string): number {
  const digits = base.replace(/[.\s]/g, '');
  if (!/^\d{1,15}$/.test(digits)) throw new Error(`Not a NIT base number: "${base}"`);
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}

/** A NIT as the site shows it, "NIT 860.000.172-9", its check digit computed from the base number. */
export function formatNit(base: string): string {
  return `NIT ${base.trim()}-${nitCheckDigit(base)}`;
}
