import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aboutOptions, APP_USER_MODEL_ID, DESKTOP_NAME, PRODUCT_NAME } from './app-identity';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const builder = readFileSync(`${root}build/electron-builder.yml`, 'utf8');

describe('app identity', () => {
  it('is the same in main, package.json and the installer config', () => {
    expect(pkg.productName).toBe(PRODUCT_NAME);
    expect(builder).toMatch(new RegExp(`^productName: ${PRODUCT_NAME}$`, 'm'));
    // Windows: the NSIS shortcut carries the appId as its AppUserModelID.
    expect(builder).toMatch(new RegExp(`^appId: ${APP_USER_MODEL_ID.replaceAll('.', '\\.')}$`, 'm'));
    // Linux: the desktop file is named after desktopName only with syncDesktopName.
    expect(pkg.desktopName).toBe(DESKTOP_NAME);
    expect(builder).toMatch(/^ {2}syncDesktopName: true$/m);
    // The deb refuses to build without a homepage.
    expect(pkg.homepage).toMatch(/^https:\/\//);
  });

  it('gives the About box the name and version on every OS', () => {
    expect(aboutOptions('1.2.3')).toMatchObject({
      applicationName: 'Horse Fever',
      applicationVersion: '1.2.3',
      version: '1.2.3',
    });
  });
});
