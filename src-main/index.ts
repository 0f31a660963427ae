import { app, BrowserWindow, dialog, ipcMain, Menu, screen, session } from 'electron';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import writeFileAtomic from 'write-file-atomic';
import { IPC, type MenuCommand } from '../src-renderer/platform/platform';
import { MAX_SAVE_BYTES, SAVE_EXTENSION } from '../src-shared/save-file';
import { menuTemplate } from './app-menu';
import { ipcHandlers, type UserFiles } from './ipc-handlers';
import { savesFolder, type SavesFolder } from './saves-folder';
import { contentSecurityPolicy, isAppUrl, saveFileFromArgv } from './security';
import { openWindow } from './window-options';
import { initialBounds, parseWindowState, serializeWindowState, WINDOW_STATE_FILE } from './window-state';

// Built layout: out/main/index.js, out/preload/index.cjs, out/renderer/index.html
const here = dirname(fileURLToPath(import.meta.url));
const devServerUrl = process.env['ELECTRON_RENDERER_URL'];

// A separate profile (tests, portable use): must be set before the lock and before ready.
const userDataSwitch = app.commandLine.getSwitchValue('user-data-dir');
if (userDataSwitch) app.setPath('userData', userDataSwitch);
app.enableSandbox();

let win: BrowserWindow | null = null;
let folder: SavesFolder | null = null;

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function createWindow(): BrowserWindow {
  const stateFile = join(app.getPath('userData'), WINDOW_STATE_FILE);
  const saved = parseWindowState(readText(stateFile));
  const bounds = initialBounds(
    saved,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const w = openWindow(BrowserWindow, join(here, '../preload/index.cjs'), bounds);
  if (saved?.maximized) w.maximize();
  w.once('ready-to-show', () => w.show());
  w.on('close', () => {
    const state = { bounds: w.getNormalBounds(), maximized: w.isMaximized() };
    writeFileAtomic.sync(stateFile, serializeWindowState(state));
  });
  w.on('closed', () => (win = null));
  if (devServerUrl) void w.loadURL(devServerUrl);
  else void w.loadFile(join(here, '../renderer/index.html'));
  return w;
}

function sendMenu(command: MenuCommand): void {
  win?.webContents.send(IPC.menu, command);
}

const userFiles: UserFiles = {
  async pickExportPath(defaultName) {
    const r = await dialog.showSaveDialog({
      title: 'Export saved game',
      defaultPath: join(app.getPath('documents'), defaultName),
      filters: [{ name: 'Horse Fever save', extensions: [SAVE_EXTENSION] }],
    });
    return r.canceled || !r.filePath ? null : r.filePath;
  },
  async pickImportPath() {
    const r = await dialog.showOpenDialog({
      title: 'Import saved game',
      properties: ['openFile'],
      filters: [{ name: 'Horse Fever save', extensions: [SAVE_EXTENSION, 'json'] }],
    });
    return r.canceled ? null : (r.filePaths[0] ?? null);
  },
  async read(path, maxBytes) {
    if ((await stat(path)).size > maxBytes)
      throw new Error(`${basename(path)}: larger than ${maxBytes} bytes; not a save`);
    return readFile(path, 'utf8');
  },
  write: (path, text) => writeFileAtomic(path, text, { encoding: 'utf8' }),
  baseName: (path) => basename(path),
};

function registerIpc(saves: SavesFolder): void {
  for (const [channel, handle] of Object.entries(ipcHandlers(saves, userFiles))) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      // Only our own page may call main, whatever ends up in a frame.
      if (!isAppUrl(event.senderFrame?.url, devServerUrl)) throw new Error(`${channel}: refused for this page`);
      return handle(args);
    });
  }
}

/** A save the OS asked us to open (double-click, "Open with"): import it and show the saves list. */
async function openFromOs(path: string): Promise<void> {
  if (!folder) return;
  try {
    await folder.add(await userFiles.read(path, MAX_SAVE_BYTES), basename(path));
    sendMenu('open');
  } catch (err) {
    dialog.showErrorBox('Cannot open this saved game', err instanceof Error ? err.message : String(err));
  }
}

function lockDown(): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy(devServerUrl)] },
    });
  });
  // The game needs no camera, notifications, geolocation or anything else.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
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
  app.on('second-instance', (_event, argv) => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
    const file = saveFileFromArgv(argv);
    if (file) void openFromOs(file);
  });
  // macOS hands files over with an event instead of argv.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    void app.whenReady().then(() => openFromOs(path));
  });

  void app.whenReady().then(() => {
    lockDown();
    folder = savesFolder(join(app.getPath('userData'), 'saves'));
    registerIpc(folder);
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(sendMenu, process.platform === 'darwin')));
    win = createWindow();
    const file = saveFileFromArgv(process.argv);
    if (file) win.webContents.once('did-finish-load', () => void openFromOs(file));
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) win = createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
