import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench -- bundle`: the weight of what ships (docs/performance.md, "Shipped weight"). Builds the
 * web app and the desktop renderer from the working tree into a temporary folder (never out/, which the
 * tests and the app use), then prints each part's raw and gzip size. `bundle <web dir> <renderer dir>`
 * measures builds already made instead.
 */

/** What one part of a build weighs: its files, their bytes and their bytes gzipped. */
export interface PartWeight {
  part: string;
  files: number;
  raw: number;
  gzip: number;
}

/** The part a built file belongs to: the worker, the entry script, a chunk loaded on demand, styles, fonts. */
export function partOf(file: string): string {
  const name = basename(file);
  const ext = extname(name);
  if (ext === '.js') {
    if (name.startsWith('worker-')) return 'bots worker';
    return name.startsWith('index-') ? 'entry script' : 'on-demand chunks';
  }
  if (ext === '.css') return 'styles';
  if (ext === '.woff2') return 'fonts (woff2)';
  if (ext === '.woff') return 'fonts (woff)';
  if (ext === '.html') return 'page';
  return 'other files';
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Each part's weight, in a fixed order, then the total. */
export function weigh(dir: string): PartWeight[] {
  const parts = new Map<string, PartWeight>();
  const total: PartWeight = { part: 'total', files: 0, raw: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    const bytes = readFileSync(file);
    const part = partOf(file);
    const w = parts.get(part) ?? { part, files: 0, raw: 0, gzip: 0 };
    const zipped = gzipSync(bytes, { level: 9 }).length;
    for (const sum of [w, total]) {
      sum.files += 1;
      sum.raw += bytes.length;
      sum.gzip += zipped;
    }
    parts.set(part, w);
  }
  return [...[...parts.values()].sort((a, b) => b.raw - a.raw), total];
}

const kB = (n: number): string => `${(n / 1000).toFixed(1)} kB`;

function print(title: string, dir: string): void {
  console.log(`\n${title} (${dir})`);
  for (const w of weigh(dir))
    console.log(
      `  ${w.part.padEnd(18)} ${String(w.files).padStart(3)} files  ${kB(w.raw).padStart(10)}  gzip ${kB(w.gzip).padStart(9)}`,
    );
}

function build(args: string[]): boolean {
  return spawnSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
}

export function benchBundle(dirs: string[]): number {
  if (dirs.length === 2) {
    print('web build', dirs[0]);
    print('desktop renderer', dirs[1]);
    return 0;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'hf-bundle-'));
  try {
    const web = join(tmp, 'web');
    const desktop = join(tmp, 'desktop');
    const webConfig = 'src-renderer/vite.web.config.ts';
    if (!build(['vite', 'build', '--config', webConfig, '--outDir', web, '--emptyOutDir', '--logLevel', 'error']))
      return 1;
    if (!build(['electron-vite', 'build', '--outDir', desktop, '--logLevel', 'error'])) return 1;
    print('web build', web);
    print('desktop renderer', join(desktop, 'renderer'));
    return 0;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
