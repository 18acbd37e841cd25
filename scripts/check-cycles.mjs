// `node scripts/check-cycles.mjs`: fails when the project's own modules import each other in a
// circle. Every import counts: `import type` and `export … from` too (ESLint's import/no-cycle
// skips type-only ones by design), and `import()` in code or in a type. Modules are the files the
// root tsconfig.json includes, resolved the way TypeScript resolves them (the `@/…` paths too);
// packages are not followed.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The module names one source file imports, whatever the form of the import. */
export function importedNames(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const names = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      names.push(node.moduleSpecifier.text);
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    )
      names.push(node.moduleReference.expression.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      names.push(node.arguments[0].text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      names.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * The import graph of `fileNames` (absolute paths): each file and the files among them it
 * imports. Names that resolve to a package, or to nothing, are left out.
 */
export function importGraph(fileNames, options, host = ts.sys) {
  const known = new Set(fileNames.map((name) => path.resolve(name)));
  const graph = new Map();
  for (const file of known) {
    const targets = new Set();
    for (const name of importedNames(file, host.readFile(file) ?? '')) {
      const { resolvedModule } = ts.resolveModuleName(name, file, options, host);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
      const target = path.resolve(resolvedModule.resolvedFileName);
      if (known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The strongly connected components of more than one file, or of a file that imports itself. */
export function stronglyConnected(graph) {
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target))
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfImport) components.push(component.sort());
    }
  }
  return components;
}

/** One shortest circle through a component's first file: the chain of files, first one last too. */
export function shortestCycle(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const between = [];
        for (let at = node; at !== start; at = previous.get(at)) between.unshift(at);
        return [start, ...between, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The circles among the files a tsconfig includes: one chain per component, relative to `dir`. */
export function findCycles(configPath, dir = path.dirname(configPath)) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const graph = importGraph(parsed.fileNames, parsed.options);
  return stronglyConnected(graph).map((component) =>
    shortestCycle(graph, component).map((file) => path.relative(dir, file)),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cycles = findCycles(path.join(root, 'tsconfig.json'), root);
  for (const chain of cycles) console.error(`Import cycle: ${chain.join(' → ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): each file above reaches itself again.`);
    process.exit(1);
  }
  console.log('No import cycles.');
}
