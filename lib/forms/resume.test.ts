import { resumeAccept, resumeTypeOfName } from './resume';

describe('resumeTypeOfName', () => {
  it('names PDF and DOCX, in any case', () => {
    expect(resumeTypeOfName('Hoja de vida.pdf')).toBe('pdf');
    expect(resumeTypeOfName('CV.DOCX')).toBe('docx');
  });

  it('refuses Word 97–2003, macro-enabled Word and anything else', () => {
    for (const name of ['cv.doc', 'cv.docm', 'cv.dotx', 'cv.pdf.exe', 'cv', 'cv.rtf'])
      expect(resumeTypeOfName(name)).toBeNull();
  });

  it('offers only those two in the file picker', () => {
    expect(resumeAccept).toBe(
      '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});
