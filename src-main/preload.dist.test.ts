// A sandboxed preload can require only `electron` (and a few Node polyfills): anything else
// bundled as a require() would throw when the window opens. Checks the built file.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const preload = fileURLToPath(new URL('../out/preload/index.cjs', import.meta.url));

describe('built preload (out/preload/index.cjs)', () => {
  it('is CommonJS that requires nothing but electron', () => {
    expect(existsSync(preload), 'run `npm run build` first (npm run test:dist does)').toBe(true);
    const code = readFileSync(preload, 'utf8');
    const required = [...code.matchAll(/\brequire\(\s*(['"`])([^'"`]+)\1\s*\)/g)].map((m) => m[2]);
    expect(required).toEqual(['electron']);
    expect(code, 'no dynamic require').not.toMatch(/\brequire\(\s*[^'"`\s]/);
    expect(code, 'no ES module syntax').not.toMatch(/^\s*(import|export)\s|\bimport\(/m);
    expect(code).toContain('exposeInMainWorld');
  });
});
