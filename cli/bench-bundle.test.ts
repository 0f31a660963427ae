import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { partOf, weigh } from './bench-bundle';

describe('bench bundle', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sorts built files into the parts the figures name', () => {
    expect(partOf('assets/index-DTFB7NK5.js')).toBe('entry script');
    expect(partOf('assets/worker-D1uKVv0O.js')).toBe('bots worker');
    expect(partOf('assets/fr-Bx1.js')).toBe('on-demand chunks');
    expect(partOf('assets/rye-latin-400-normal-CnIDrDaJ.woff2')).toBe('fonts (woff2)');
    expect(partOf('assets/rye-latin-400-normal-CPBiwIfN.woff')).toBe('fonts (woff)');
    expect(partOf('assets/index-DTFB7NK5.css')).toBe('styles');
  });

  it('sums each part and the whole, raw and gzipped, largest part first', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<html></html>');
    writeFileSync(join(dir, 'assets', 'index-a.js'), 'x'.repeat(3000));
    writeFileSync(join(dir, 'assets', 'fr-b.js'), 'y'.repeat(100));
    writeFileSync(join(dir, 'assets', 'it-c.js'), 'z'.repeat(200));
    const parts = weigh(dir);
    expect(parts.map((p) => [p.part, p.files, p.raw])).toEqual([
      ['entry script', 1, 3000],
      ['on-demand chunks', 2, 300],
      ['page', 1, 13],
      ['total', 4, 3313],
    ]);
    expect(parts[0].gzip).toBeLessThan(100);
    expect(parts[3].gzip).toBe(parts.slice(0, 3).reduce((s, p) => s + p.gzip, 0));
  });
});
