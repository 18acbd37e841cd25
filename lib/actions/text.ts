// What visitor text may contain. C0 and C1 control characters forge log lines and e-mail headers,
// and Unicode's bidirectional controls (U+202A–U+202E, U+2066–U+2069) make text read differently
// from what it says; none belongs in a name, an address or a title. Multi-line fields (a message,
// a cover letter) may hold tabs and line breaks. Browsers send a textarea's line breaks as CRLF:
// those become LF before the check, so a lone CR is refused like any other control.

const singleLine = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const multiLine = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** `value` with CRLF line breaks as LF (multi-line fields only). */
export const normalizeLineBreaks = (value: string) => value.replace(/\r\n/g, '\n');

/** Whether `value` holds a character the field does not allow. */
export function hasForbiddenCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? multiLine : singleLine).test(value);
}

/** `value` without the characters no single-line field allows (for names the visitor did not type). */
export const stripForbiddenCharacters = (value: string) =>
  value.replace(new RegExp(singleLine, 'g'), '');
