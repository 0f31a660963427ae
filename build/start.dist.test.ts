// `npm start` without the Electron binary says what to do instead of failing inside electron's launcher.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script with no declarations
import { electronBinary, NO_ELECTRON } from './start.mjs';

const fakeElectron = (withBinary: boolean): string => {
  const dir = mkdtempSync(join(tmpdir(), 'hf-electron-'));
  writeFileSync(join(dir, 'path.txt'), 'electron');
  if (withBinary) {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'electron'), '');
  }
  return dir;
};

describe('npm start', () => {
  it('finds the binary as electron does: path.txt names it in dist/, or ELECTRON_OVERRIDE_DIST_PATH', () => {
    expect(electronBinary({}, fakeElectron(true))).toMatch(/dist[\\/]electron$/);
    expect(electronBinary({}, fakeElectron(false))).toBeNull();
    expect(electronBinary({}, mkdtempSync(join(tmpdir(), 'hf-electron-')))).toBeNull();
    expect(electronBinary({ ELECTRON_OVERRIDE_DIST_PATH: '/opt/e' }, fakeElectron(false))).toBe(
      join('/opt/e', 'electron'),
    );
  });

  it.runIf(electronBinary() === null)(
    'without the binary, names `npm run web` and how to install it, and fails',
    () => {
      const script = fileURLToPath(new URL('./start.mjs', import.meta.url));
      const run = spawnSync(process.execPath, [script], {
        encoding: 'utf8',
        env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: '' },
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(NO_ELECTRON);
      expect(NO_ELECTRON).toContain('npm run web');
      expect(NO_ELECTRON).toContain('npx install-electron');
    },
  );
});
