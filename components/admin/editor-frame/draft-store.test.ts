import { parseDraft } from './draft-schema';
import { differsFrom, draftKey, forgetAccountDrafts, readDraft, writeDraft } from './draft-store';

/** A Storage over a Map, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const draft = { values: { titleEs: 'Hola', bodyEs: '<p>Texto</p>' }, version: '3', savedAt: 1 };

describe('draftKey', () => {
  it('names the account and the saved entry, or new-<kind> for one not saved yet', () => {
    expect(draftKey('ana@firm.test', { kind: 'blog', id: 'e1' })).toBe(
      'editor-draft:v1:ana%40firm.test:e1',
    );
    expect(draftKey('ana@firm.test', { kind: 'bulletin', id: '' })).toBe(
      'editor-draft:v1:ana%40firm.test:new-bulletin',
    );
  });

  it('is the same account whatever the case, and another account is another key', () => {
    const entry = { kind: 'publication', id: 'e1' };
    expect(draftKey(' Ana@Firm.test ', entry)).toBe(draftKey('ana@firm.test', entry));
    expect(draftKey('bea@firm.test', entry)).not.toBe(draftKey('ana@firm.test', entry));
  });

  it('lets no account reach into another account’s keys', () => {
    // Without encoding, "ana@firm.test:x" with id "y" and "ana@firm.test" with id "x:y" collide.
    expect(draftKey('ana@firm.test:x', { kind: 'blog', id: 'y' })).not.toBe(
      draftKey('ana@firm.test', { kind: 'blog', id: 'x:y' }),
    );
  });
});

describe('parseDraft', () => {
  it('reads back what the editor writes', () => {
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it.each([
    ['not JSON', '{'],
    ['JSON of another shape', '[1,2]'],
    ['a value that is not text', JSON.stringify({ ...draft, values: { titleEs: 1 } })],
    ['no version', JSON.stringify({ values: {}, savedAt: 1 })],
    ['a time that is not one', JSON.stringify({ ...draft, savedAt: 'yesterday' })],
    ['a negative time', JSON.stringify({ ...draft, savedAt: -5 })],
    ['a value too long', JSON.stringify({ ...draft, values: { bodyEs: 'x'.repeat(500_001) } })],
    [
      'too many fields',
      JSON.stringify({
        ...draft,
        values: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, ''])),
      }),
    ],
  ])('refuses %s', (_, raw) => {
    expect(parseDraft(raw)).toBeNull();
  });
});

describe('the kept drafts', () => {
  it('are forgotten for the account that signs out, and only for it', () => {
    const store = memoryStorage();
    const ana = draftKey('ana@firm.test', { kind: 'blog', id: 'e1' });
    const anaNew = draftKey('ana@firm.test', { kind: 'bulletin', id: '' });
    const bea = draftKey('bea@firm.test', { kind: 'blog', id: 'e1' });
    for (const key of [ana, anaNew, bea]) writeDraft(key, draft, store);
    store.setItem('other', 'kept');
    forgetAccountDrafts('ANA@firm.test', store);
    expect(readDraft(ana, store)).toBeNull();
    expect(readDraft(anaNew, store)).toBeNull();
    expect(readDraft(bea, store)).not.toBeNull();
    expect(store.getItem('other')).toBe('kept');
  });

  it('are ignored when the browser refuses storage', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => writeDraft('k', draft, refusing)).not.toThrow();
    expect(readDraft('k', refusing)).toBeNull();
  });

  it('differ from the form only by a field the form has', () => {
    expect(differsFrom(draft, { titleEs: 'Hola', bodyEs: '<p>Texto</p>', version: '4' })).toBe(
      false,
    );
    expect(differsFrom(draft, { titleEs: 'Hola', bodyEs: '<p>Otro</p>' })).toBe(true);
    expect(differsFrom({ ...draft, values: { unknown: 'x' } }, { titleEs: '' })).toBe(false);
  });
});
