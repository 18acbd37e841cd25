import { existsSync, readdirSync } from 'node:fs';
import { replaceBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { openTestStore, testUploadsDir } from '@/lib/backend/testing/fixtures';
import {
  compoundFile,
  contentTypes,
  docx,
  macroDocx,
  macroDocumentType,
  relationship,
  relationships,
} from '@/lib/testing/docx-fixtures';
import { classicPdf, onePage } from '@/lib/testing/pdf-fixtures';
import { careerAction } from './actions';
import { docxMaxUncompressedBytes } from './docx-safety';
import { idle } from './state';

// The career action end to end with each kind of CV the site refuses: the visitor gets the
// reason under the field, and nothing is stored and no e-mail queued.
jest.mock('./server', () => ({ ...jest.requireActual('./server'), scheduleDelivery: jest.fn() }));

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const application = (resume: File, email = 'ana@x.co') => {
  const data = new FormData();
  const fields = {
    firstName: 'Ana',
    lastName: 'Pérez',
    email,
    phone: '',
    profession: 'Abogada',
    practiceArea: 'tax',
    linkedinProfile: '',
    message: '',
    consent: 'on',
    locale: 'es',
  };
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('resume', resume);
  return data;
};

const file = (bytes: Uint8Array, name = 'Hoja de vida.docx', type = docxType) =>
  new File([new Uint8Array(bytes)], name, { type });

const clean = docx();
const refused: Array<[string, File, string]> = [
  ['macros (vbaProject.bin)', file(macroDocx()), 'resumeUnsafe'],
  [
    'a macro-enabled content type',
    file(docx({ '[Content_Types].xml': contentTypes({ main: macroDocumentType }) })),
    'resumeUnsafe',
  ],
  [
    'an external template',
    file(
      docx({
        'word/_rels/settings.xml.rels': relationships(
          relationship('rId1', 'attachedTemplate', 'https://evil.example/t.dotm', true),
        ),
      }),
    ),
    'resumeUnsafe',
  ],
  [
    'a zip bomb',
    file(docx({ 'word/media/a.png': new Uint8Array(docxMaxUncompressedBytes + 1) })),
    'resumeUnsafe',
  ],
  ['an encrypted document (OLE)', file(compoundFile()), 'resumeProtected'],
  ['a .doc', file(compoundFile(), 'cv.doc', 'application/msword'), 'resumeType'],
  ['a PDF renamed .docx', file(classicPdf(onePage()), 'cv.docx'), 'resumeType'],
  ['a truncated zip', file(clean.subarray(0, clean.byteLength - 40)), 'resumeType'],
];

describe('the career action and the CV it is sent', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let uploads: string;
  const count = async (table: string) =>
    Number(
      (await store.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`))
        .rows[0]!.n,
    );
  const stored = () => (existsSync(uploads) ? readdirSync(uploads) : []);

  beforeAll(async () => {
    store = await openTestStore();
    uploads = testUploadsDir();
    replaceBackend(embeddedBackend(store, uploads));
  });
  afterAll(() => store.close());

  it.each(refused)(
    'refuses %s with its reason, storing and sending nothing',
    async (_, cv, key) => {
      const answer = await careerAction(idle, application(cv, `${key}-${cv.size}@x.co`));
      expect(answer).toMatchObject({ status: 'error', fieldErrors: { resume: key } });
      expect(await count('career_applications')).toBe(0);
      expect(await count('outbox')).toBe(0);
      expect(stored()).toEqual([]);
    },
  );

  it('accepts a clean DOCX, stored as a DOCX under a random name', async () => {
    expect(await careerAction(idle, application(file(docx()), 'clean@x.co'))).toEqual({
      status: 'success',
    });
    const { rows } = await store.db.query<{ resume_path: string; resume_type: string }>(
      'select resume_path, resume_type from public.career_applications',
    );
    expect(rows).toEqual([{ resume_path: expect.stringMatching(/\.docx$/), resume_type: 'docx' }]);
    expect(stored()).toEqual([rows[0]!.resume_path]);
  });

  it('applies the rate limit before it reads the file', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await careerAction(idle, application(file(macroDocx()), 'same@x.co')));
    expect(answers.slice(0, 3).map((a) => a.status === 'error' && a.fieldErrors.resume)).toEqual(
      Array(3).fill('resumeUnsafe'),
    );
    expect(answers[3]).toMatchObject({ status: 'error', formError: 'rateLimited' });
    expect(answers[3]).not.toMatchObject({ fieldErrors: { resume: expect.anything() } });
  });
});
