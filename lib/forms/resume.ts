/** CV formats the careers form accepts. */
export type ResumeType = 'pdf' | 'doc' | 'docx';

export const resumeContentTypes: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/**
 * The CV's real format, read from its bytes (not its name): PDF ("%PDF-"), Word 97–2003 (an OLE2
 * compound file) or Word 2007+ (a ZIP package holding word/document.xml). Anything else is null.
 */
export function detectResumeType(bytes: Uint8Array): ResumeType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // The ZIP's file names are stored as plain bytes: a Word document names its main part.
    const names = new TextDecoder('latin1').decode(bytes);
    return names.includes('word/document.xml') ? 'docx' : null;
  }
  return null;
}
