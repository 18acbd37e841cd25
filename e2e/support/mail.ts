import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The e-mails the test server wrote (MAIL_LOG_DIR in playwright.config.ts), each an RFC 5322
// message: read back as text a test can search, headers unfolded and each part decoded.

const mailDir = path.join(process.cwd(), '.data/e2e-mail');

/** Quoted-printable to text (soft line breaks joined, =XX bytes read as UTF-8). */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(part: string): string {
  const split = part.indexOf('\r\n\r\n');
  const head = part.slice(0, split);
  const body = part.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return fromQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/**
 * One message as text: its headers (one per line, unfolded), a blank line, then each text part
 * decoded, so links and words read as the recipient would see them.
 */
export function readableMail(eml: string): string {
  const split = eml.indexOf('\r\n\r\n');
  const headers = eml
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');
  const body = eml.slice(split + 4);
  const boundary = /^Content-Type: multipart\/[^;]+;.*boundary="?([^";]+)"?/im.exec(
    headers.join('\n'),
  )?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => decodePart(part.replace(/^\r\n/, '')))
    : [decodePart(`${headers.join('\r\n')}\r\n\r\n${body}`)];
  return [...headers, '', ...parts].join('\n');
}

/** Every message written so far, newest first, as readableMail gives it. */
function messages(): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).sort().reverse();
  } catch {
    return [];
  }
  return files.map((file) => readableMail(readFileSync(path.join(mailDir, file), 'utf8')));
}

const isTo = (to: string) => (mail: string) =>
  mail.split('\n\n')[0]!.split('\n').includes(`To: ${to}`);

/** Whether an e-mail to `to` was written (no waiting). */
export function hasMailTo(to: string): boolean {
  return messages().some(isTo(to));
}

/** The newest e-mail sent to `to`, waiting for the outbox to deliver it. */
export async function mailTo(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const found = messages().find(isTo(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to}`);
}
