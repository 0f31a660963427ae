import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without declarations.
import { findCycles, sourceFiles } from './check-cycles.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The cycles among the files given (name → text), each as its files' names. */
function cycles(files: Record<string, string>): string[][] {
  dir = mkdtempSync(join(tmpdir(), 'hf-cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return (findCycles(sourceFiles(dir)) as string[][]).map((c) => c.map((f) => basename(f)));
}

describe('check-cycles', () => {
  it('finds a cycle through imports, re-exports and index files, and names its files', () => {
    const found = cycles({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': "export { c as b } from './lib';",
      'lib/index.ts': "import { a } from '../a';\nexport const c = a;",
      'free.ts': "import { a } from './a';",
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveLength(4);
    expect(found[0]![0]).toBe(found[0]![3]);
    expect(new Set(found[0])).toEqual(new Set(['a.ts', 'b.ts', 'index.ts']));
  });

  it('follows a component’s script and a dynamic import', () => {
    expect(
      cycles({
        'view.vue': '<template><p/></template>\n<script setup lang="ts">\nimport { x } from \'./x\';\n</script>',
        'x.ts': "export const x = 1;\nexport const load = () => import('./view.vue');",
      }),
    ).toHaveLength(1);
  });

  it('finds a file importing itself', () => {
    expect(cycles({ 'self.ts': "import './self';" })).toEqual([['self.ts', 'self.ts']]);
  });

  it('ignores type-only imports and exports, packages, and files in node_modules', () => {
    expect(
      cycles({
        'a.ts': "import type { B } from './b';\nimport { type C } from './c';\nexport type A = B | C;",
        'b.ts': "import { x } from 'vue';\nexport type { A } from './a';\nexport type B = 1;",
        'c.ts': "import type { A } from './a';\nexport type C = A;",
        'node_modules/p/index.ts': "import './index';",
      }),
    ).toEqual([]);
  });
});
