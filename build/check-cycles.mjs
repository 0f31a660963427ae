// `npm run lint`'s import-cycle check (docs/architecture.md): no module of the repository reaches
// itself through the imports that exist at run time (static, re-exports, dynamic `import()`);
// type-only imports vanish when compiled, so they make no cycle. It replaces eslint's
// `import-x/no-cycle`, which walked the whole import graph again from every file and took a third of
// eslint's time (docs/testing.md): here each file is parsed once and the graph's strongly
// connected components found in one pass.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** What eslint.config.js ignores, plus the folders no source lives in. */
const SKIP = new Set(['node_modules', 'out', 'dist', 'test-results', 'playwright-report', 'coverage', '.git']);
const SOURCE = /\.(ts|mts|js|mjs|vue)$/;
/** As eslint's resolver (`import-x/resolver-next` in eslint.config.js). */
const EXTENSIONS = ['.ts', '.js', '.mjs', '.vue', '.json'];

/** Every source file under `dir`, absolute. */
export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.') || SKIP.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The script of a file: a single-file component's `<script>` blocks, else the whole text. */
function scriptOf(path) {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.vue')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

/** The specifiers a file imports at run time. */
export function runtimeImports(path) {
  const source = ts.createSourceFile(path, scriptOf(path), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const onlyTypes =
        node.isTypeOnly ||
        (clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names, or null (packages are outside the check, as with `ignoreExternal`). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Each cycle (a strongly connected component of more than one file, or a file importing itself), as a path of files back to its first. */
export function findCycles(files) {
  const edges = new Map(
    files.map((f) => [f, [...new Set(runtimeImports(f).map((s) => resolveImport(f, s)))].filter((t) => t !== null)]),
  );
  // Tarjan's algorithm, iterative (a deep chain of imports must not overflow the stack).
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = (edges.get(node) ?? [])[i];
      if (next !== undefined) {
        frame[1]++;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfLoop = (edges.get(node) ?? []).includes(node);
        if (component.length > 1 || selfLoop) components.push(new Set(component));
      }
    }
  }
  return components.map((component) => cycleIn(component, edges));
}

/** One cycle through a strongly connected component: a shortest path from its first file back to it. */
function cycleIn(component, edges) {
  const [start] = component;
  const previous = new Map();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    for (const next of edges.get(queue[at]) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let n = queue[at]; n !== start; n = previous.get(n)) path.splice(1, 0, n);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, queue[at]);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const cycles = findCycles(sourceFiles(root));
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.map((f) => relative(root, f)).join(' → ')}`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
