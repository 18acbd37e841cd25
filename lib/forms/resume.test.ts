import { detectResumeType } from './resume';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('detectResumeType', () => {
  it('reads PDF, Word 97–2003 and Word 2007+ from their bytes', () => {
    expect(detectResumeType(bytes('%PDF-1.7\n…'))).toBe('pdf');
    expect(detectResumeType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe(
      'doc',
    );
    expect(
      detectResumeType(
        bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml....'),
      ),
    ).toBe('docx');
  });

  it('refuses anything else, whatever its name', () => {
    expect(detectResumeType(bytes('Hello, this is a text file renamed cv.pdf'))).toBeNull();
    expect(detectResumeType(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(detectResumeType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectResumeType(new Uint8Array())).toBeNull();
  });
});
