// Electron main process: start-up order matters and is tested against the built file
// (src-main/main-process.dist.test.ts): identity and paths, log, app:// privileges, the
// single-instance lock, then everything that needs `ready`.
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell, utilityProcess } from 'electron';
// The Node flavour: the main flavour also opens an IPC channel for renderer logging, unused here.
import log from 'electron-log/node';
import { networkInterfaces } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IPC, type MenuCommand } from '../src-shared/platform/platform-api';
import { MAX_SAVE_BYTES } from '../src-shared/save/save-file';
import { toReply } from '../src-shared/save/save-problem';
import { aboutOptions, APP_USER_MODEL_ID, DESKTOP_NAME, LEGACY_FOLDER_NAME, PRODUCT_NAME } from './app-identity';
import { menuTemplate } from './app-menu';
import { APP_ENTRY, APP_SCHEME, APP_SCHEME_PRIVILEGES, appProtocolHandler } from './app-protocol';
import { hostHandlers } from './host-handlers';
import { utilityHost } from './host-process';
import { ipcHandlers } from './ipc-handlers';
import { HostControl, lanAddresses } from './lan-host-control';
import { moveLegacyProfile } from './legacy-profile';
import { createMainWindow } from './main-window';
import { saveFileFromArgv } from './os-files';
import { savesFolder, type SavesFolder } from './saves-folder';
import { contentSecurityPolicy, isAppUrl } from './security';
import { userFiles } from './user-files';

// Built layout: out/main/index.js, out/preload/index.cjs, out/renderer/index.html
const here = dirname(fileURLToPath(import.meta.url));
// electron-vite dev's server, never in a packaged app (its environment must not pick the page).
const devServerUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];

// Identity and profile folder: before the lock (it lives in userData) and before ready.
app.setName(PRODUCT_NAME);
if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
if (process.platform === 'linux') app.setDesktopName(DESKTOP_NAME);
// A separate profile (tests, portable use) with --user-data-dir; otherwise the product-name folder
// (also in dev, where Electron would name it after the package).
const userDataSwitch = app.commandLine.getSwitchValue('user-data-dir');
app.setPath('userData', userDataSwitch || join(app.getPath('appData'), PRODUCT_NAME));
app.setAppLogsPath();
log.transports.file.resolvePathFn = () => join(app.getPath('logs'), 'main.log');
log.errorHandler.startCatching({ showDialog: false });
// Windows stay sandboxed (window-options.ts); app.enableSandbox() is not called because it would
// override --no-sandbox, which the AppImage needs where unprivileged user namespaces are off.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

let win: BrowserWindow | null = null;
let folder: SavesFolder | null = null;
/** The window's page has loaded and listens for menu commands. */
let pageLoaded = false;
/** The saves list is to be shown once the page has loaded (a file the OS opened). */
let showSavesOnLoad = false;
/** Files the OS handed over before the saves folder existed (macOS open-file at cold start). */
const pendingFiles: string[] = [];
/** IPC operations still running (a save being written): quitting waits for them. */
const inFlight = new Set<Promise<unknown>>();
/** "Host a game on this network": the game server process, once the saves folder exists. */
let host: HostControl | null = null;

function sendMenu(command: MenuCommand): void {
  if (win && pageLoaded) win.webContents.send(IPC.menu, command);
}

function openMainWindow(): BrowserWindow {
  pageLoaded = false;
  const w = createMainWindow({
    preload: join(here, '../preload/index.cjs'),
    url: devServerUrl ?? APP_ENTRY,
    log,
    onPageLoaded(loaded) {
      if (loaded !== win) return;
      pageLoaded = true;
      if (showSavesOnLoad) {
        showSavesOnLoad = false;
        sendMenu('open');
      }
    },
  });
  w.on('closed', () => {
    if (win === w) {
      win = null;
      pageLoaded = false;
    }
  });
  return w;
}

/** Brings the saves list up: in the open window, or in a new one once its page has loaded. */
function showSaves(): void {
  if (!win) win = openMainWindow();
  if (win.isMinimized()) win.restore();
  win.focus();
  if (pageLoaded) sendMenu('open');
  else showSavesOnLoad = true;
}

/** A save the OS asked us to open (double-click, "Open with"): import it and show the saves list. */
async function openFromOs(path: string): Promise<void> {
  if (!folder) {
    pendingFiles.push(path);
    return;
  }
  log.info(`open from the OS: ${path}`);
  try {
    await folder.add(await userFiles.read(path, MAX_SAVE_BYTES), basename(path));
    showSaves();
  } catch (err) {
    log.warn(`open from the OS refused: ${path}: ${err instanceof Error ? err.message : String(err)}`);
    dialog.showErrorBox('Cannot open this saved game', err instanceof Error ? err.message : String(err));
  }
}

function registerIpc(saves: SavesFolder, lanHost: HostControl): void {
  for (const [channel, handle] of Object.entries({ ...ipcHandlers(saves, userFiles), ...hostHandlers(lanHost) })) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      // Only our own page may call main, whatever ends up in a frame.
      if (!isAppUrl(event.senderFrame?.url, devServerUrl)) {
        log.warn(`ipc ${channel}: refused for ${event.senderFrame?.url ?? 'a frame that is gone'}`);
        throw new Error(`${channel}: refused for this page`);
      }
      // Refusals travel as data (SaveReply): an Error's fields do not survive IPC.
      const running = toReply(handle(args));
      inFlight.add(running);
      running.then(
        () => inFlight.delete(running),
        () => inFlight.delete(running),
      );
      return running;
    });
  }
}

function lockDown(): void {
  // app:// responses carry the CSP themselves; this covers the dev server's.
  if (devServerUrl) {
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({
        responseHeaders: {
          ...details.responseHeaders,
          'Content-Security-Policy': [contentSecurityPolicy(devServerUrl)],
        },
      });
    });
  }
  // The game needs no camera, notifications, geolocation or anything else.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

function startUi(): void {
  lockDown();
  protocol.handle(APP_SCHEME, appProtocolHandler(join(here, '../renderer'), contentSecurityPolicy(undefined)));
  folder = savesFolder(join(app.getPath('userData'), 'saves'));
  // The hosted games live beside the saves (a folder the saves list does not read).
  host = new HostControl({
    start: utilityHost(utilityProcess, join(here, 'host.js'), (line) => log.info(line)),
    folder: join(app.getPath('userData'), 'saves', 'online'),
    addresses: () => lanAddresses(networkInterfaces()),
    log,
  });
  registerIpc(folder, host);
  app.setAboutPanelOptions(aboutOptions(app.getVersion()));
  const help = { openLogFolder: () => void shell.openPath(app.getPath('logs')) };
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(sendMenu, process.platform === 'darwin', help)));
  win = openMainWindow();
  const file = saveFileFromArgv(process.argv, process.cwd());
  if (file) pendingFiles.push(file);
  for (const path of pendingFiles.splice(0)) void openFromOs(path);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) win = openMainWindow();
  });
}

// Every window and frame: no navigation away from the app, no new windows, no webviews.
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  log.info(`${PRODUCT_NAME} ${app.getVersion()} starting (Electron ${process.versions.electron}, ${process.platform})`);
  if (!userDataSwitch) {
    try {
      const moved = moveLegacyProfile(join(app.getPath('appData'), LEGACY_FOLDER_NAME), app.getPath('userData'));
      if (moved.length) log.info(`moved ${moved.join(', ')} from ${LEGACY_FOLDER_NAME}/`);
    } catch (err) {
      log.error('could not move the old profile folder', err);
    }
  }
  app.on('second-instance', (_event, argv, workingDirectory) => {
    const file = saveFileFromArgv(argv, workingDirectory);
    if (file) void openFromOs(file);
    else if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    } else if (app.isReady()) win = openMainWindow();
  });
  // macOS hands files over with an event instead of argv, possibly before ready.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    void openFromOs(path);
  });
  // A save being written when the last window closes is finished before the process ends.
  // So is a hosted game: its server stops, its writes finished, before the app goes.
  app.on('will-quit', (event) => {
    const waits = [...inFlight];
    if (host?.isRunning) waits.push(host.stop());
    if (waits.length === 0) return;
    event.preventDefault();
    if (inFlight.size) log.info(`quit: waiting for ${inFlight.size} save operation(s)`);
    void Promise.allSettled(waits).then(() => app.quit());
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(startUi)
    .catch((err: unknown) => {
      // Never leave a windowless process holding the single-instance lock.
      log.error('start-up failed', err);
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      dialog.showErrorBox(`${PRODUCT_NAME} could not start`, `${message}\n\nLog: ${app.getPath('logs')}`);
      app.exit(1);
    });
}
