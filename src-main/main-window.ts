import { app, BrowserWindow, dialog, screen } from 'electron';
import { join } from 'node:path';
import { openWindow } from './window-options';
import { initialBounds, readWindowState, saveWindowState, WINDOW_STATE_FILE } from './window-state';

/** If the page never reports ready-to-show (a hung or failed load), the window appears anyway. */
export const SHOW_FALLBACK_MS = 10_000;

/** The main-process log (electron-log), as far as the window uses it. */
export interface Log {
  info(...parts: unknown[]): void;
  warn(...parts: unknown[]): void;
  error(...parts: unknown[]): void;
}

export interface MainWindowOptions {
  preload: string;
  /** app://horse-fever/index.html, or the dev server in dev. */
  url: string;
  log: Log;
  /** The page finished loading (again, after a reload): it can receive menu commands now. */
  onPageLoaded(window: BrowserWindow): void;
}

function problem(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Reload or quit: what the player can do when the page failed or its process died. */
async function offerReload(w: BrowserWindow, message: string, detail: string): Promise<void> {
  if (w.isDestroyed()) return;
  const { response } = await dialog.showMessageBox(w, {
    type: 'error',
    title: 'Horse Fever',
    message,
    detail: `${detail}\n\nYour saved games are kept. Help > Open Log Folder shows the details.`,
    buttons: ['Reload', 'Quit'],
    defaultId: 0,
    cancelId: 1,
  });
  if (response === 0 && !w.isDestroyed()) w.webContents.reload();
  else app.quit();
}

/**
 * The game's window: remembered bounds, shown once the page has painted (or after
 * SHOW_FALLBACK_MS whatever happens), and every way the page can fail logged and offered
 * a reload instead of leaving a blank or invisible window.
 */
export function createMainWindow({ preload, url, log, onPageLoaded }: MainWindowOptions): BrowserWindow {
  const stateFile = join(app.getPath('userData'), WINDOW_STATE_FILE);
  const saved = readWindowState(stateFile);
  const bounds = initialBounds(
    saved,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const w = openWindow(BrowserWindow, preload, bounds);
  if (saved?.maximized) w.maximize();

  const show = () => {
    clearTimeout(fallback);
    if (!w.isDestroyed() && !w.isVisible()) w.show();
  };
  const fallback = setTimeout(() => {
    log.warn(`window: no ready-to-show after ${SHOW_FALLBACK_MS} ms; showing it anyway`);
    show();
  }, SHOW_FALLBACK_MS);
  w.once('ready-to-show', show);

  const contents = w.webContents;
  contents.on('did-finish-load', () => onPageLoaded(w));
  contents.on('did-fail-load', (_event, code, description, failedUrl, isMainFrame) => {
    // -3 (ABORTED) is a navigation replaced by another, not a failure.
    if (!isMainFrame || code === -3) return;
    log.error(`window: ${failedUrl} failed to load: ${description} (${code})`);
    show();
    void offerReload(w, 'The game could not be loaded.', `${description} (${code})`);
  });
  contents.on('render-process-gone', (_event, details) => {
    log.error(`window: the page's process is gone: ${details.reason} (exit code ${details.exitCode})`);
    if (details.reason === 'clean-exit') return;
    show();
    void offerReload(w, 'The game stopped unexpectedly.', `Reason: ${details.reason}`);
  });
  w.on('unresponsive', () => log.warn('window: the page is not responding'));
  w.on('responsive', () => log.info('window: the page responds again'));

  w.on('close', () => {
    const state = { bounds: w.getNormalBounds(), maximized: w.isMaximized() };
    const failed = saveWindowState(stateFile, state);
    if (failed) log.warn(`window: cannot remember the window in ${WINDOW_STATE_FILE}: ${problem(failed)}`);
  });
  w.on('closed', () => clearTimeout(fallback));

  w.loadURL(url).catch((err: unknown) => {
    // did-fail-load has already offered a reload; this only records the rejection.
    log.error(`window: loadURL(${url}) rejected: ${problem(err)}`);
  });
  return w;
}
