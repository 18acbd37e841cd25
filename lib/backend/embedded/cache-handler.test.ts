import { isFromBeforeStart } from './cache-handler.mjs';

const startedAt = Date.parse('2026-11-23T12:00:00Z');
const page = (lastModified: number, tags: string) => ({
  lastModified,
  value: { kind: 'APP_PAGE', html: '', headers: { 'x-next-cache-tags': tags } },
});

describe('the embedded cache handler', () => {
  it('treats a content page written before this process started as missing', () => {
    expect(
      isFromBeforeStart(page(startedAt - 60_000, '_N_T_/layout,content,entries:lists'), startedAt),
    ).toBe(true);
  });

  it('serves what this process rendered itself', () => {
    expect(isFromBeforeStart(page(startedAt + 1, 'content,entries:lists'), startedAt)).toBe(false);
  });

  it('serves build output that reads no content, as before', () => {
    expect(
      isFromBeforeStart(page(startedAt - 60_000, '_N_T_/layout,_N_T_/es/nosotros'), startedAt),
    ).toBe(false);
    expect(isFromBeforeStart(null, startedAt)).toBe(false);
  });

  it('knows a data entry by its own tags', () => {
    const data = { lastModified: startedAt - 1, value: { kind: 'FETCH', tags: ['content'] } };
    expect(isFromBeforeStart(data, startedAt)).toBe(true);
  });
});
