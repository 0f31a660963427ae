// The built main process (out/main/index.js, as packaged) run against an Electron test double:
// start-up order, window, protocol, IPC, files opened by the OS, second instance, quit.
// Run by `npm run test:dist`, which builds first.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOST_IPC } from '../src-shared/platform/lan-host';
import { IPC } from '../src-shared/platform/platform-api';
import { electronDouble, FakeEvent, type DoubleOptions, type ElectronDouble } from './testing/electron-double';
import { sampleSave } from '../src-shared/testing/sample-save';

const root = fileURLToPath(new URL('..', import.meta.url));
const mainFile = join(root, 'out/main/index.js');
const APP_PAGE = 'app://horse-fever/index.html';

interface FakeLog {
  lines: string[];
}

function fakeLog(): FakeLog & Record<string, unknown> {
  const lines: string[] = [];
  const line =
    (level: string) =>
    (...parts: unknown[]) =>
      void lines.push(`${level} ${parts.map(String).join(' ')}`);
  return {
    lines,
    transports: { file: {} },
    errorHandler: { startCatching: () => lines.push('catching errors') },
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
  };
}

const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
  vi.resetModules();
  vi.doUnmock('electron');
  vi.doUnmock('electron-log/node');
});

function setProcess(patch: { argv?: string[]; platform?: NodeJS.Platform; cwd?: string }): void {
  if (patch.argv) {
    const argv = process.argv;
    process.argv = patch.argv;
    restore.push(() => (process.argv = argv));
  }
  if (patch.platform) {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: patch.platform });
    restore.push(() => Object.defineProperty(process, 'platform', platform));
  }
  if (patch.cwd) {
    const spy = vi.spyOn(process, 'cwd').mockReturnValue(patch.cwd);
    restore.push(() => spy.mockRestore());
  }
}

/** Loads the built main process afresh against a new double; returns before `ready`. */
async function start(options: Partial<DoubleOptions> & { realLog?: boolean } = {}) {
  const appData = options.appData ?? mkdtempSync(join(tmpdir(), 'hf-main-'));
  const double = electronDouble({ appData, ...options });
  const log = fakeLog();
  vi.resetModules();
  vi.doMock('electron', () => ({ ...double.electron, default: double.electron }));
  if (!options.realLog) vi.doMock('electron-log/node', () => ({ default: log }));
  await import(/* @vite-ignore */ mainFile);
  return { double, log, appData, userData: join(appData, 'Horse Fever') };
}

const win = (d: ElectronDouble, i = 0) => d.windows[i];
const sentMenus = (d: ElectronDouble, i = 0) => win(d, i).webContents.sent.filter(([c]) => c === IPC.menu);
const saves = (userData: string) =>
  existsSync(join(userData, 'saves'))
    ? readdirSync(join(userData, 'saves')).filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    : [];
const ipcEvent = (url: string) => ({ senderFrame: { url } });
/** Lets queued promise callbacks settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Waits (polling) until `check` passes: file operations take their time on a loaded machine. */
const until = async (check: () => void) => {
  await vi.waitFor(check, { timeout: 60_000, interval: 20 });
  await settle();
};

function saveFile(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, sampleSave(3).text);
  return path;
}

beforeAll(() => {
  expect(existsSync(mainFile), 'run `npm run build` first (npm run test:dist does)').toBe(true);
});

describe('built main process: start-up', () => {
  it('sets name and paths, registers app:// and takes the lock before ready; never enableSandbox', async () => {
    setProcess({ platform: 'linux' });
    const { double, appData } = await start();
    const before = [...double.calls];
    expect(before).toContain('app.setName Horse Fever');
    expect(before).toContain(`app.setPath userData ${join(appData, 'Horse Fever')}`);
    expect(before).toContain('app.setDesktopName horse-fever.desktop');
    expect(before).toContain('protocol.registerSchemesAsPrivileged app (ready: false)');
    expect(before).toContain('app.requestSingleInstanceLock (ready: false)');
    const at = (prefix: string) => before.findIndex((c) => c.startsWith(prefix));
    expect(at('app.setName')).toBeLessThan(at('app.setPath userData'));
    expect(at('app.setPath userData')).toBeLessThan(at('app.requestSingleInstanceLock'));
    expect(at('app.requestSingleInstanceLock')).toBeLessThan(at('app.whenReady'));
    expect(before.some((c) => c.startsWith('new BrowserWindow') || c.startsWith('protocol.handle'))).toBe(false);
    expect(double.protocolSchemes[0]?.privileges).toMatchObject({ standard: true, secure: true, corsEnabled: true });

    await double.becomeReady();
    expect(double.calls).not.toContain('app.enableSandbox');
    expect(double.calls).toContain('protocol.handle app');
    for (const channel of [...Object.values(IPC).filter((c) => c !== IPC.menu), ...Object.values(HOST_IPC)])
      expect(double.calls).toContain(`ipcMain.handle ${channel}`);
    expect(double.calls.filter((c) => c === 'new BrowserWindow')).toHaveLength(1);
    expect(double.calls).toContain(`window.loadURL ${APP_PAGE}`);
  });

  it('opens one sandboxed, isolated window without Node, hidden until ready-to-show', async () => {
    const { double } = await start();
    await double.becomeReady();
    const w = win(double);
    const prefs = w.options['webPreferences'] as Record<string, unknown>;
    expect(prefs).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, webviewTag: false });
    expect(existsSync(prefs['preload'] as string), 'the preload the window names exists').toBe(true);
    expect(prefs['preload']).toBe(join(root, 'out/preload/index.cjs'));
    expect(w.options['show']).toBe(false);
    expect(w.isVisible()).toBe(false);
    w.emit('ready-to-show');
    expect(w.isVisible()).toBe(true);
  });

  it('shows the window anyway when ready-to-show never comes', async () => {
    const { double, log } = await start();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    restore.push(() => vi.useRealTimers());
    const ready = double.becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    await ready;
    const w = win(double);
    vi.advanceTimersByTime(9_999);
    expect(w.isVisible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(w.isVisible()).toBe(true);
    expect(log.lines.some((l) => l.includes('no ready-to-show'))).toBe(true);
  });

  it('sets the Windows app user model id on Windows', async () => {
    setProcess({ platform: 'win32' });
    const { double } = await start();
    expect(double.calls).toContain('app.setAppUserModelId com.horsefever.app');
    expect(double.calls.some((c) => c.startsWith('app.setDesktopName'))).toBe(false);
  });

  it('uses --user-data-dir as the profile when given', async () => {
    const custom = mkdtempSync(join(tmpdir(), 'hf-profile-'));
    const { double } = await start({ userDataSwitch: custom });
    expect(double.calls).toContain(`app.setPath userData ${custom}`);
  });

  it('moves saves from the old horse-fever/ folder on first start', async () => {
    const appData = mkdtempSync(join(tmpdir(), 'hf-main-'));
    saveFile(join(appData, 'horse-fever', 'saves'), 'old-game.json');
    const { double, userData, log } = await start({ appData });
    expect(saves(userData)).toEqual(['old-game.json']);
    expect(log.lines.some((l) => l.includes('moved saves'))).toBe(true);
    expect(double.calls.some((c) => c.startsWith('app.quit'))).toBe(false);
  });

  it('writes main.log in the logs folder (electron-log, not mocked)', async () => {
    const { double, userData } = await start({ realLog: true });
    await double.becomeReady();
    const logFile = join(userData, 'logs', 'main.log');
    await until(() => expect(existsSync(logFile)).toBe(true));
    expect(readFileSync(logFile, 'utf8')).toMatch(/Horse Fever 0\.1\.0 starting/);
  });

  it('a second instance without the lock quits at once and opens nothing', async () => {
    const { double } = await start({ gotLock: false });
    expect(double.calls).toContain('app.quit');
    await double.becomeReady();
    expect(double.calls).not.toContain('new BrowserWindow');
    expect(double.calls).not.toContain('protocol.handle app');
  });

  it('an error in start-up logs, tells the user and exits, releasing the lock', async () => {
    const { double, log } = await start();
    double.failProtocolHandle();
    await double.becomeReady();
    await until(() => expect(double.app.exitCode).toBe(1));
    expect(double.errorBoxes[0]?.[0]).toBe('Horse Fever could not start');
    expect(log.lines.some((l) => l.startsWith('error start-up failed'))).toBe(true);
  });

  it('loads the dev server only when not packaged', async () => {
    process.env['ELECTRON_RENDERER_URL'] = 'http://localhost:5173';
    restore.push(() => delete process.env['ELECTRON_RENDERER_URL']);
    const dev = await start();
    await dev.double.becomeReady();
    expect(win(dev.double).loaded).toEqual(['http://localhost:5173']);
    const packaged = await start({ isPackaged: true });
    await packaged.double.becomeReady();
    expect(win(packaged.double).loaded).toEqual([APP_PAGE]);
  });
});

describe('built main process: protocol, IPC and navigation', () => {
  it('serves the built renderer over app:// with the CSP', async () => {
    const { double } = await start();
    await double.becomeReady();
    const handler = double.protocolHandlers.get('app')!;
    const page = await handler(new Request(APP_PAGE));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="app">');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await handler(new Request('app://horse-fever/../main/index.js'))).status).toBe(404);
  });

  it('answers IPC only from the app:// page', async () => {
    const { double } = await start();
    await double.becomeReady();
    const list = double.ipcHandlers.get(IPC.list)!;
    expect(await list(ipcEvent(APP_PAGE))).toEqual({ ok: true, value: [] });
    expect(() => list(ipcEvent('file:///tmp/evil.html'))).toThrow(/refused/);
    expect(() => list(ipcEvent('app://other/index.html'))).toThrow(/refused/);
    expect(() => list({ senderFrame: null })).toThrow(/refused/);
  });

  it('blocks navigation away from the app, new windows and webviews', async () => {
    const { double } = await start();
    await double.becomeReady();
    const contents = win(double).webContents;
    for (const [url, blocked] of [
      ['file:///etc/passwd', true],
      ['https://example.com/', true],
      [`${APP_PAGE}#x`, false],
    ] as const) {
      const event = new FakeEvent();
      contents.emit('will-navigate', event, url);
      expect(event.defaultPrevented, url).toBe(blocked);
    }
    expect(contents.windowOpenHandler?.()).toEqual({ action: 'deny' });
  });

  it('has About and a Help item that opens the log folder', async () => {
    const { double, userData } = await start({});
    await double.becomeReady();
    expect(double.app.aboutOptions).toMatchObject({ applicationName: 'Horse Fever', applicationVersion: '0.1.0' });
    const menu = double.menu as { role?: string; submenu?: { label?: string; click?: () => void }[] }[];
    const help = menu.find((m) => m.role === 'help')!.submenu!;
    help.find((i) => i.label === 'Open Log Folder')!.click!();
    expect(double.opened).toEqual([join(userData, 'logs')]);
  });
});

describe('built main process: page failures', () => {
  it('shows the window and offers a reload when the page fails to load or its process dies', async () => {
    const { double, log } = await start();
    await double.becomeReady();
    const w = win(double);
    w.webContents.emit('did-fail-load', new FakeEvent(), -6, 'ERR_FILE_NOT_FOUND', APP_PAGE, true);
    await settle();
    expect(w.isVisible()).toBe(true);
    expect(double.messageBoxes[0]?.message).toBe('The game could not be loaded.');
    expect(w.webContents.reloads).toBe(1);
    expect(log.lines.some((l) => l.includes('ERR_FILE_NOT_FOUND'))).toBe(true);

    double.setMessageBoxResponse(1);
    w.webContents.emit('render-process-gone', new FakeEvent(), { reason: 'crashed', exitCode: 11 });
    await settle();
    expect(double.messageBoxes[1]?.message).toBe('The game stopped unexpectedly.');
    expect(double.calls).toContain('app.quit');
  });

  it('logs a rejected load instead of leaving an unhandled rejection', async () => {
    const { double, log } = await start();
    const { BrowserWindow } = double.electron;
    const load = BrowserWindow.prototype.loadURL;
    BrowserWindow.prototype.loadURL = function (url: string) {
      load.call(this, url);
      return Promise.reject(new Error('ERR_ABORTED (-3)'));
    };
    await double.becomeReady();
    await settle();
    expect(log.lines.some((l) => l.includes('rejected: ERR_ABORTED'))).toBe(true);
  });
});

describe('built main process: files from the OS', () => {
  it('macOS open-file before ready: imported after start-up, shown once the page has loaded', async () => {
    setProcess({ platform: 'darwin' });
    const { double, userData } = await start();
    const file = saveFile(mkdtempSync(join(tmpdir(), 'hf-open-')), 'Cold.hfsave');
    const event = new FakeEvent();
    double.app.emit('open-file', event, file);
    expect(event.defaultPrevented).toBe(true);
    await double.becomeReady();
    // Imported, then the window brought forward to show it.
    await until(() => expect(win(double).focused).toBe(1));
    expect(saves(userData)).toHaveLength(1);
    expect(sentMenus(double), 'nothing sent before the page listens').toEqual([]);
    win(double).finishLoad();
    expect(sentMenus(double)).toEqual([[IPC.menu, 'open']]);
  });

  it('macOS open-file with every window closed opens a window showing the saves', async () => {
    setProcess({ platform: 'darwin' });
    const { double, userData } = await start();
    await double.becomeReady();
    win(double).finishLoad();
    win(double).close();
    expect(double.calls).not.toContain('app.quit');
    double.app.emit('open-file', new FakeEvent(), saveFile(mkdtempSync(join(tmpdir(), 'hf-open-')), 'Warm.hfsave'));
    await until(() => expect(double.windows).toHaveLength(2));
    expect(saves(userData)).toHaveLength(1);
    win(double, 1).finishLoad();
    expect(sentMenus(double, 1)).toEqual([[IPC.menu, 'open']]);
  });

  it('open-file after the page loaded shows the saves at once', async () => {
    setProcess({ platform: 'darwin' });
    const { double } = await start();
    await double.becomeReady();
    win(double).finishLoad();
    double.app.emit('open-file', new FakeEvent(), saveFile(mkdtempSync(join(tmpdir(), 'hf-open-')), 'Hot.hfsave'));
    await until(() => expect(sentMenus(double)).toEqual([[IPC.menu, 'open']]));
  });

  it('a file:// URL on the command line (Linux launchers) is opened at start-up', async () => {
    const file = saveFile(mkdtempSync(join(tmpdir(), 'hf open-')), 'With Space.hfsave');
    setProcess({ platform: 'linux', argv: ['/opt/Horse Fever/horse-fever', `file://${encodeURI(file)}`] });
    const { double, userData } = await start();
    await double.becomeReady();
    await until(() => expect(win(double).focused).toBe(1));
    expect(saves(userData)).toHaveLength(1);
    win(double).finishLoad();
    expect(sentMenus(double)).toEqual([[IPC.menu, 'open']]);
  });

  it("a second instance's relative path is resolved against its own working directory", async () => {
    setProcess({ platform: 'linux', cwd: '/' });
    const { double, userData } = await start();
    await double.becomeReady();
    win(double).finishLoad();
    const cwd = mkdtempSync(join(tmpdir(), 'hf-cwd-'));
    saveFile(join(cwd, 'games'), 'Second.hfsave');
    double.app.emit('second-instance', new FakeEvent(), ['/opt/hf', 'games/Second.hfsave'], cwd, {});
    await until(() => expect(sentMenus(double)).toEqual([[IPC.menu, 'open']]));
    expect(saves(userData)).toHaveLength(1);
  });

  it('a file that is not a save is refused with a message and nothing imported', async () => {
    const { double, userData } = await start();
    await double.becomeReady();
    const dir = mkdtempSync(join(tmpdir(), 'hf-bad-'));
    writeFileSync(join(dir, 'bad.hfsave'), '{"not":"a save"}');
    double.app.emit('second-instance', new FakeEvent(), ['/opt/hf', join(dir, 'bad.hfsave')], '/', {});
    await until(() => expect(double.errorBoxes[0]?.[0]).toBe('Cannot open this saved game'));
    expect(saves(userData)).toEqual([]);
  });
});

describe('built main process: quitting', () => {
  it('waits for a save being written before the process ends', async () => {
    setProcess({ platform: 'linux' });
    const { double, userData } = await start();
    await double.becomeReady();
    const { text } = sampleSave(4);
    const writing = double.ipcHandlers.get(IPC.write)!(ipcEvent(APP_PAGE), 'last-write', text) as Promise<void>;
    win(double).close(); // last window: window-all-closed, quit
    expect(double.calls.filter((c) => c === 'app.quit')).toHaveLength(1);
    expect(double.calls).toContain('will-quit prevented');
    await writing;
    await until(() => expect(double.calls.filter((c) => c === 'app.quit')).toHaveLength(2));
    expect(readFileSync(join(userData, 'saves', 'last-write.json'), 'utf8')).toBe(text);
    // Quit again once the write has landed, and this time nothing holds it back.
    expect(double.calls.filter((c) => c === 'app.quit').length).toBe(2);
    expect(existsSync(join(userData, 'window-state.json'))).toBe(true);
  });

  it('stops a hosted game server, started from the built host entry, before the process ends', async () => {
    setProcess({ platform: 'linux' });
    const { double, userData } = await start();
    await double.becomeReady();
    const status = double.ipcHandlers.get(HOST_IPC.start)!(ipcEvent(APP_PAGE));
    const started = (await status) as { ok: true; value: { running: boolean; port: number } };
    expect(started).toMatchObject({ ok: true, value: { running: true, port: expect.any(Number) } });
    expect(double.calls).toContain('utilityProcess.fork host.js (Horse Fever game server)');
    // It answers as a Colyseus server does, and keeps its games beside the saves.
    const answer = await fetch(`http://127.0.0.1:${started.value.port}/matchmake/game`).catch((e: Error) => e);
    expect(answer).not.toBeInstanceOf(Error);
    expect(existsSync(join(userData, 'saves', 'online'))).toBe(true);
    win(double).close();
    expect(double.calls).toContain('will-quit prevented');
    await until(() => expect(double.calls.filter((c) => c === 'app.quit')).toHaveLength(2));
    const after = double.ipcHandlers.get(HOST_IPC.status)!(ipcEvent(APP_PAGE));
    expect(await after).toEqual({ ok: true, value: { running: false } });
  });
});
