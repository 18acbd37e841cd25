import 'server-only';
import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';

// The embedded default's mail log (lib/email/transports.ts writes each e-mail in full as
// `<UTC stamp>-<outbox id>.eml`) holds what the outbox's rows held: its copies go when the
// outbox's bodies are emptied. The stamp in the name says when the file was written, so no file
// is opened to decide.

const stampPattern = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-[A-Za-z0-9-]+\.eml$/;

/** When a mail-log file was written, from its name; null for a file the log did not name. */
export function mailLogStamp(name: string): Date | null {
  const parts = stampPattern.exec(name);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s, ms] = parts.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms!));
}

/** Deletes the mail log's files written before `before`; answers how many went (0: no folder). */
export async function purgeMailLog(dir: string | null, before: Date): Promise<number> {
  if (!dir) return 0;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const stamp = mailLogStamp(name);
    if (!stamp || stamp >= before) continue;
    await unlink(path.join(dir, name));
    removed += 1;
  }
  return removed;
}
