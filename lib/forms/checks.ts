// The checks the schemas (lib/forms/schemas.ts) make beyond zod's own. Apart from options.ts,
// which the forms load with the page: only the schemas need these, and the browser loads them
// when a form is first used.
import { limits } from './options';

/** Phone numbers as people write them: +57 601 555 0172, (601) 5550172, 300-123-4567, +1 212 555 0100. */
export function isPhone(value: string): boolean {
  if (value.length > limits.phone || !/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

/** A LinkedIn profile or page address. */
export function isLinkedinUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      /^([a-z]{2,3}\.)?linkedin\.com$/.test(url.hostname) &&
      url.pathname.length > 1
    );
  } catch {
    return false;
  }
}
