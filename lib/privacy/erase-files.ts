import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

// The files a deletion removes after the database's part: the CVs its applications named, and
// the e-mail files the embedded default's log transport wrote (one .eml per outbox row, named
// `<time>-<outbox id>.eml`). An e-mail file goes when its outbox row went, and also when its text
// names the address (a row the outbox's purge emptied, a copy written before the row was known).

/** Removes a CV from the private bucket by its stored name. */
type RemoveResume = (name: string) => Promise<void>;

/** What erasing the files removed: how many CVs and how many e-mail files. */
export type ErasedFiles = { resumes: number; emails: number };

/** The text of an e-mail file with quoted-printable's soft line breaks joined again. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '').toLowerCase();

/**
 * Removes `resumes` from the bucket and, when `mailDir` is given, every .eml file there that
 * belongs to one of `outboxIds` or names `email`. A missing folder or file is no error.
 */
export async function eraseFiles(
  { email, resumes, outboxIds }: { email: string; resumes: string[]; outboxIds: string[] },
  { removeResume, mailDir }: { removeResume: RemoveResume; mailDir: string | null },
): Promise<ErasedFiles> {
  for (const name of resumes) await removeResume(name);
  if (!mailDir) return { resumes: resumes.length, emails: 0 };
  let names: string[];
  try {
    names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT')
      return { resumes: resumes.length, emails: 0 };
    throw error;
  }
  const ids = new Set(outboxIds.map((id) => id.toLowerCase()));
  const needle = email.trim().toLowerCase();
  let emails = 0;
  for (const name of names) {
    const file = path.join(mailDir, name);
    const id = /-([0-9a-f-]{36})\.eml$/i.exec(name)?.[1]?.toLowerCase();
    const belongs =
      (id !== undefined && ids.has(id)) || unfolded(await readFile(file, 'utf8')).includes(needle);
    if (!belongs) continue;
    await rm(file, { force: true });
    emails += 1;
  }
  return { resumes: resumes.length, emails };
}
