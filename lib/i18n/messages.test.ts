import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { messages } from './messages';

const root = path.join(process.cwd(), 'messages');

/** Every leaf of a message tree as "a.b.0.c" → value; arrays count by index, so lengths must match. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [leaf, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(leaf, v);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

function messageFiles(locale: string): string[] {
  return [
    `${locale}.json`,
    ...readdirSync(path.join(root, locale)).map((file) => `${locale}/${file}`),
  ];
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
}

describe('messages', () => {
  it('has the same files for es and en', () => {
    expect(messageFiles('es').map((f) => f.replace(/^es/, ''))).toEqual(
      messageFiles('en').map((f) => f.replace(/^en/, '')),
    );
  });

  it.each(messageFiles('es'))('%s has exactly the keys of its English twin', (file) => {
    const es = [...leaves(readJson(file)).keys()].sort();
    const en = [...leaves(readJson(file.replace(/^es/, 'en'))).keys()].sort();
    expect(en).toEqual(es);
  });

  it('loads every file, and no two files share a namespace', () => {
    for (const locale of ['es', 'en'] as const) {
      const namespaces = messageFiles(locale).flatMap((file) => Object.keys(readJson(file)));
      expect(new Set(namespaces).size).toBe(namespaces.length);
      expect(Object.keys(messages[locale]).sort()).toEqual([...namespaces].sort());
    }
  });

  it('has only non-empty strings that parse as ICU messages', () => {
    for (const locale of ['es', 'en'] as const) {
      for (const [key, value] of leaves(messages[locale])) {
        expect({ key, type: typeof value }).toEqual({ key, type: 'string' });
        expect((value as string).trim().length).toBeGreaterThan(0);
        expect(() => new IntlMessageFormat(value as string, locale)).not.toThrow();
      }
    }
  });

  it('contains no placeholder text', () => {
    const placeholder = /lorem ipsum|coming soon|próximamente|todo:|tbd|xxx/i;
    for (const locale of ['es', 'en'] as const) {
      for (const [key, value] of leaves(messages[locale])) {
        expect({ key, placeholder: placeholder.test(String(value)) }).toEqual({
          key,
          placeholder: false,
        });
      }
    }
  });
});
