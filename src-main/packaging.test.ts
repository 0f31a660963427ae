import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAVE_EXTENSION } from '../src-shared/save/save-file';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = readFileSync(`${root}build/electron-builder.yml`, 'utf8');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): [number, number] {
  const b = readFileSync(path);
  expect(b.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

describe('installer configuration', () => {
  it('targets NSIS, dmg for x64 and arm64, AppImage and deb', () => {
    expect(config).toMatch(/appId: com\.horsefever\.app/);
    expect(config).toMatch(/productName: Horse Fever/);
    expect(config).toMatch(/target: nsis/);
    expect(config).toMatch(/target: dmg\n\s+arch: \[x64, arm64\]/);
    expect(config).toMatch(/- AppImage\n\s+- deb/);
  });

  it('associates the save export extension', () => {
    expect(config).toContain(`ext: ${SAVE_EXTENSION}`);
  });

  it('points at icons that exist, made in every size each OS needs', () => {
    const paths = [...config.matchAll(/icon: (build\/\S+)/gi)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const path of paths) expect(existsSync(`${root}${path}`), path).toBe(true);
    expect(readFileSync(`${root}build/icon.icns`).subarray(0, 4).toString('ascii')).toBe('icns');
    const ico = readFileSync(`${root}build/icon.ico`);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(6);
    const pngs = readdirSync(`${root}build/icons`).sort((a, b) => parseInt(a) - parseInt(b));
    expect(pngs).toEqual([16, 24, 32, 48, 64, 128, 256, 512, 1024].map((n) => `${n}x${n}.png`));
    for (const name of pngs) {
      const n = parseInt(name);
      expect(pngSize(`${root}build/icons/${name}`), name).toEqual([n, n]);
    }
  });
});
