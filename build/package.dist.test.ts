// electron-builder run for real on build/electron-builder.yml and the built out/, for Linux
// (deb and AppImage, stopped just before their packaging tools run) and macOS (--dir), with a
// stand-in Electron made here: the Electron binary cannot be downloaded, and only its fuse wire
// and the macOS bundle layout matter to what is checked. Run by `npm run test:dist`.
import { extractFile, listPackage } from '@electron/asar';
import { getCurrentFuseWire } from '@electron/fuses';
import { Arch, build, Platform, type CliOptions } from 'electron-builder';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parsePlist } from 'plist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'hf-package-'));

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's stock fuses (@electron/fuses FuseV1Options order): RunAsNode on, cookie encryption
 *  off, NODE_OPTIONS on, --inspect on, asar integrity off, only-asar off, V8 snapshot off,
 *  file:// privileges on. */
const STOCK_WIRE = '10110001';
const ON = '1'.charCodeAt(0);
const OFF = '0'.charCodeAt(0);

function standInBinary(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const wire = Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, STOCK_WIRE.length]), Buffer.from(STOCK_WIRE)]);
  writeFileSync(path, Buffer.concat([Buffer.from('stand-in for the Electron binary\n'), wire]), { mode: 0o755 });
}

function plist(entries: Record<string, string>): string {
  const body = Object.entries(entries)
    .map(([k, v]) => `  <key>${k}</key>\n  <string>${v}</string>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n${body}\n</dict>\n</plist>\n`;
}

/** Electron.app as electron-builder expects it: Info.plists, executables, helpers, the framework. */
function standInMacDist(dir: string): void {
  const contents = join(dir, 'Electron.app', 'Contents');
  const bundle = (name: string) => ({
    CFBundleExecutable: name,
    CFBundleIdentifier: 'com.github.Electron',
    CFBundleName: name,
    CFBundleVersion: '45.4.1',
    CFBundleShortVersionString: '45.4.1',
  });
  mkdirSync(join(contents, 'Resources'), { recursive: true });
  writeFileSync(join(contents, 'Info.plist'), plist({ ...bundle('Electron'), CFBundleIconFile: 'electron.icns' }));
  standInBinary(join(contents, 'MacOS', 'Electron'));
  standInBinary(join(contents, 'Frameworks', 'Electron Framework.framework', 'Electron Framework'));
  for (const suffix of ['', ' (Renderer)', ' (GPU)', ' (Plugin)']) {
    const helper = join(contents, 'Frameworks', `Electron Helper${suffix}.app`, 'Contents');
    mkdirSync(helper, { recursive: true });
    writeFileSync(join(helper, 'Info.plist'), plist(bundle(`Electron Helper${suffix}`)));
    standInBinary(join(helper, 'MacOS', `Electron Helper${suffix}`));
  }
}

/** What a target would hand its tool: fpm's arguments and desktop file (deb), or the AppImage's entry. */
type Effective = { desktop: string; desktopFileName: string } | { fpmArgs: string[]; desktop: string };

/** Runs electron-builder on the project's config; the Linux installers stop before their tools. */
async function pack(targets: CliOptions['targets'], electronDist: string, extra: Record<string, unknown> = {}) {
  const effective: Effective[] = [];
  const output = join(work, 'dist');
  await build({
    projectDir: root,
    targets,
    publish: 'never',
    config: {
      extends: 'build/electron-builder.yml',
      electronDist,
      directories: { output, buildResources: 'build' },
      ...extra,
    },
    // What the deb (fpm) and AppImage targets would hand their tools; true: do not run them.
    effectiveOptionComputed: async (options: unknown) => {
      // The deb's desktop file is a temporary file: read it now.
      if (Array.isArray(options)) effective.push({ fpmArgs: options[0], desktop: readFileSync(options[1], 'utf8') });
      else effective.push(options as Effective);
      return true;
    },
  } as CliOptions & { effectiveOptionComputed: (o: unknown) => Promise<boolean> });
  return { output, effective };
}

function checkAsar(asar: string): void {
  const files = listPackage(asar, { isPack: false }).map((f) => f.replaceAll('\\', '/'));
  const size = statSync(asar).size;
  console.log(`app.asar: ${(size / 1e6).toFixed(2)} MB, ${files.length} entries (${asar})`);
  expect(files).toContain('/out/main/index.js');
  // The game server "Host a game on this network" starts in a utility process.
  expect(files).toContain('/out/main/host.js');
  expect(files).toContain('/out/preload/index.cjs');
  expect(files).toContain('/out/renderer/index.html');
  const ours = files.filter((f) => !f.startsWith('/node_modules/'));
  expect(
    ours.filter((f) => /^\/(src-|ai|cli|e2e|build)\b/.test(f)),
    'no sources',
  ).toEqual([]);
  expect(
    files.filter((f) => /\.(map|tsx?|vue)$|\.test\.|\/(__tests__|tests?)\//.test(f) && !f.endsWith('.d.ts')),
    'no maps, sources or tests',
  ).toEqual([]);
  const packages = new Set(files.map((f) => /^\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f)?.[1]).filter(Boolean));
  // Bundled by Vite (the renderer's packages, and zod into main too): never shipped as packages.
  for (const bundled of ['vue', 'pinia', 'vue-i18n', 'comlink', '@vue/compiler-sfc', '@intlify/core-base', 'zod'])
    expect(packages.has(bundled), bundled).toBe(false);
  for (const runtime of Object.keys(pkg.dependencies)) expect(packages.has(runtime), runtime).toBe(true);
  const packaged = JSON.parse(extractFile(asar, 'package.json').toString('utf8'));
  expect(packaged).toMatchObject({ productName: 'Horse Fever', main: 'out/main/index.js' });
  expect(packaged.desktopName).toBe('horse-fever.desktop');
  expect(packaged.devDependencies).toBeUndefined();
}

async function checkFuses(binary: string): Promise<void> {
  const wire = await getCurrentFuseWire(binary);
  expect({
    runAsNode: wire[0],
    nodeOptions: wire[2],
    nodeCliInspect: wire[3],
    asarIntegrity: wire[4],
    onlyLoadAppFromAsar: wire[5],
    fileProtocolPrivileges: wire[7],
  }).toEqual({
    runAsNode: OFF,
    nodeOptions: OFF,
    nodeCliInspect: OFF,
    asarIntegrity: ON,
    onlyLoadAppFromAsar: ON,
    fileProtocolPrivileges: OFF,
  });
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(() => {
  expect(statSync(join(root, 'out/main/index.js')).isFile(), 'run `npm run build` first').toBe(true);
});

describe('packaged for Linux (deb, AppImage)', () => {
  let result: Awaited<ReturnType<typeof pack>>;
  beforeAll(async () => {
    const dist = join(work, 'electron-linux');
    standInBinary(join(dist, 'electron'));
    mkdirSync(join(dist, 'resources'), { recursive: true });
    result = await pack(Platform.LINUX.createTarget(['deb', 'AppImage'], Arch.x64), dist);
  });

  it('has an asar with the built app and runtime packages only, and the product name and main', () => {
    checkAsar(join(result.output, 'linux-unpacked', 'resources', 'app.asar'));
  });

  it('flips the fuses in the packaged binary', async () => {
    await checkFuses(join(result.output, 'linux-unpacked', 'horse-fever'));
  });

  it('gives the deb a homepage and both installers a desktop entry with the MIME type and window class', () => {
    const deb = result.effective.find((e) => 'fpmArgs' in e);
    expect(deb, 'the deb target got as far as fpm (homepage and maintainer present)').toBeDefined();
    const args = deb!.fpmArgs;
    expect(args[args.indexOf('--url') + 1]).toBe(pkg.homepage);
    const appImage = result.effective.find((e) => 'desktopFileName' in e);
    expect(appImage?.desktopFileName).toBe(pkg.desktopName);
    for (const entry of [deb!.desktop, appImage!.desktop]) {
      expect(entry).toMatch(/^MimeType=application\/x-horse-fever-save;$/m);
      expect(entry).toMatch(/^StartupWMClass=horse-fever$/m);
      expect(entry).toMatch(/^Name=Horse Fever$/m);
      expect(entry).toMatch(/^Exec=.* %U$/m);
    }
    expect(args.some((a) => a.endsWith(`=/usr/share/applications/${pkg.desktopName}`))).toBe(true);
  });
});

describe('packaged for macOS (--dir, arm64)', () => {
  let app = '';
  beforeAll(async () => {
    const dist = join(work, 'electron-mac');
    standInMacDist(dist);
    // The ad-hoc re-signing after the fuses needs macOS's codesign; everything else runs here.
    const { output } = await pack(Platform.MAC.createTarget('dir', Arch.arm64), dist, {
      electronFuses: { resetAdHocDarwinSignature: false },
    });
    app = join(output, 'mac-arm64', 'Horse Fever.app');
  });

  it('declares .hfsave in Info.plist, with the product name, id and asar integrity', () => {
    const info = parsePlist(readFileSync(join(app, 'Contents', 'Info.plist'), 'utf8')) as Record<string, unknown>;
    expect(info).toMatchObject({
      CFBundleName: 'Horse Fever',
      CFBundleExecutable: 'Horse Fever',
      CFBundleIdentifier: 'com.horsefever.app',
      CFBundleDocumentTypes: [
        expect.objectContaining({ CFBundleTypeExtensions: ['hfsave'], CFBundleTypeName: 'Horse Fever saved game' }),
      ],
      ElectronAsarIntegrity: { 'Resources/app.asar': expect.objectContaining({ algorithm: 'SHA256' }) },
    });
  });

  it('has the same asar and flips the fuses in the framework', async () => {
    checkAsar(join(app, 'Contents', 'Resources', 'app.asar'));
    await checkFuses(app);
  });
});
