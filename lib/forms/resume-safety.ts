import 'server-only';
import { isPdf } from '@/lib/bulletins/pdf';
import { bulletinPdfProblem } from '@/lib/bulletins/pdf-safety';
import { docxProblem, isCompoundFile } from './docx-safety';
import { resumeTypeOfName, type ResumeType } from './resume';

// The server's check of a CV before anything is stored: staff open these files on their own
// machines. The name must say PDF or DOCX and the content must be that format, checked the way
// it is opened: a PDF as a bulletin's PDF is (no scripts, no actions that run when it opens, no
// HTML inside, parsed by pdf.js), a DOCX by lib/forms/docx-safety.ts.

/** Why a CV is refused: a message key of Forms.errors. */
export type ResumeProblem = 'resumeType' | 'resumeUnsafe' | 'resumeProtected' | 'resumeTooLarge';

export type ResumeCheck = { type: ResumeType } | { problem: ResumeProblem };

export async function checkResume(name: string, bytes: Uint8Array): Promise<ResumeCheck> {
  // An OLE compound file is a Word 97–2003 document or an encrypted one, whatever its name says.
  if (isCompoundFile(bytes)) return { problem: 'resumeProtected' };
  const type = resumeTypeOfName(name);
  if (type === 'docx') {
    const problem = docxProblem(bytes);
    return problem ? { problem } : { type };
  }
  if (type !== 'pdf' || !isPdf(bytes)) return { problem: 'resumeType' };
  const problem = await bulletinPdfProblem(bytes);
  if (problem === null) return { type };
  const messages = {
    pdfNotPdf: 'resumeType',
    pdfTooLarge: 'resumeTooLarge',
    pdfUnsafe: 'resumeUnsafe',
  } as const;
  return { problem: messages[problem] };
}
