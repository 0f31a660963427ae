// The built desktop renderer (out/renderer, after `electron-vite build`) keeps what
// docs/performance.md, "Shipped weight", measured: minified, woff2 fonts only, English alone in
// the entry script with French and Italian in chunks of their own, no zod in the bots' worker, and
// the online play's Colyseus SDK in a chunk loaded when the player goes online.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../src-renderer/i18n/en';
import fr from '../src-renderer/i18n/fr';
import it_ from '../src-renderer/i18n/it';

const assets = fileURLToPath(new URL('../out/renderer/assets', import.meta.url));
const page = readFileSync(fileURLToPath(new URL('../out/renderer/index.html', import.meta.url)), 'utf8');
const files = readdirSync(assets);
const read = (name: string): string => readFileSync(join(assets, name), 'utf8');
const entry = read(/src="\.\/assets\/([^"]+\.js)"/.exec(page)![1]);
const worker = read(files.find((f) => /^worker-.*\.js$/.test(f))!);

describe('the built renderer', () => {
  it('is minified', () => {
    const lines = entry.split('\n');
    expect(entry.length / lines.length).toBeGreaterThan(1000);
  });

  it('ships its fonts as woff2 only, and its styles name no other', () => {
    expect(files.filter((f) => f.endsWith('.woff2'))).toHaveLength(6);
    expect(files.filter((f) => f.endsWith('.woff'))).toEqual([]);
    for (const css of files.filter((f) => f.endsWith('.css'))) expect(read(css)).not.toMatch(/\.woff[)'"]/);
  });

  it('holds English in the entry script and each other language in a chunk of its own', () => {
    const english = en.newGame.title;
    expect(entry).toContain(english);
    for (const text of [fr.newGame.title, it_.newGame.title]) {
      expect(text).not.toBe(english);
      expect(entry).not.toContain(text);
      expect(files.filter((f) => f.endsWith('.js') && read(f).includes(text))).toHaveLength(1);
    }
  });

  it('loads the Colyseus SDK only when the player goes online', () => {
    const sdk = '/matchmake/'; // the SDK's matchmaking route, a string no minifier changes
    expect(entry).not.toContain(sdk);
    expect(files.filter((f) => f.endsWith('.js') && read(f).includes(sdk))).toHaveLength(1);
  });

  it('has no zod in the bots’ worker', () => {
    expect(worker).not.toContain('ZodError');
  });
});
