/**
 * C0 and C1 controls (CR and LF among them), U+2028/U+2029 and the bidirectional marks and
 * overrides: none belongs in a header value, and a CR LF would start a new header (`Bcc:`).
 */
const unsafe =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/**
 * A subject or other header value with every control character replaced by one space. Defence in
 * depth: the action wrapper already refuses such input, but an e-mail header is not where to
 * find out it did not.
 */
export function headerSafe(value: string): string {
  return value.replace(unsafe, ' ').trim();
}
