import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findCycles, importedNames, shortestCycle, stronglyConnected } from './check-cycles.mjs';

/** A throwaway project: a tsconfig with the `@/…` paths and the given files. */
function project(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-cycles-'));
  const tsconfig = {
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler', paths: { '@/*': ['./*'] } },
    include: ['**/*.ts', '**/*.tsx'],
  };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const dirs = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const cyclesOf = (files) => {
  const dir = project(files);
  dirs.push(dir);
  return findCycles(path.join(dir, 'tsconfig.json'));
};

describe('check-cycles', () => {
  it('finds a circle made of type-only imports, through the @/ paths', () => {
    expect(
      cyclesOf({
        'a/panel.tsx':
          "import type { Prompt } from '@/a/prompts';\nexport type Panel = { p: Prompt };\n",
        'a/prompts.tsx':
          "import type { Panel } from './panel';\nexport type Prompt = { panel?: Panel };\n",
      }),
    ).toEqual([['a/panel.tsx', 'a/prompts.tsx', 'a/panel.tsx']]);
  });

  it('counts re-exports, dynamic imports and import() types, and nothing else', () => {
    expect(
      cyclesOf({
        'one.ts': "export * from './two';\n",
        'two.ts': "export const load = () => import('./three');\n",
        'three.ts': "export type T = typeof import('./one');\nimport 'react';\n",
        'leaf.ts': "import { load } from './two';\nexport const x = load;\n",
      }),
    ).toEqual([['one.ts', 'two.ts', 'three.ts', 'one.ts']]);
  });

  it('passes a graph that only points one way', () => {
    expect(
      cyclesOf({
        'lib/types.ts': 'export type Card = { id: string };\n',
        'lib/read.ts':
          "import type { Card } from './types';\nexport const read = (): Card[] => [];\n",
        'components/list.tsx': "import type { Card } from '@/lib/types';\nexport type L = Card;\n",
      }),
    ).toEqual([]);
  });

  it('reads every form of import from the source', () => {
    const text = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "export { c } from 'c';",
      "export type * from 'd';",
      "import e = require('e');",
      "const f = await import('f');",
      "type G = import('g').G;",
    ].join('\n');
    expect(importedNames('x.ts', text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('finds each component once, a self-import included, and a shortest chain through it', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    const components = stronglyConnected(graph);
    expect(components).toEqual([['a', 'b', 'c'], ['d']]);
    expect(shortestCycle(graph, components[0])).toEqual(['a', 'b', 'a']);
    expect(shortestCycle(graph, components[1])).toEqual(['d', 'd']);
  });
});
