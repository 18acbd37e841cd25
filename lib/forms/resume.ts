/**
 * CV formats the careers form accepts: PDF and Word 2007+ (DOCX). Not Word 97–2003 (.doc), whose
 * binary format hides macros where no check can see them. Browser-safe: the form and the server
 * share it.
 */
export type ResumeType = 'pdf' | 'docx';

export const resumeContentTypes: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What the file input offers to pick: the extensions and their types. */
export const resumeAccept = [
  ...Object.keys(resumeContentTypes).map((type) => `.${type}`),
  ...Object.values(resumeContentTypes),
].join(',');

/**
 * The format a CV's name claims (null for any other name). The server then checks that the bytes
 * are that format (lib/forms/resume-safety.ts): a name alone decides nothing.
 */
export function resumeTypeOfName(name: string): ResumeType | null {
  const match = /\.(pdf|docx)$/i.exec(name.trim());
  return match ? (match[1]!.toLowerCase() as ResumeType) : null;
}
