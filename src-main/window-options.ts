import type { BrowserWindowConstructorOptions } from 'electron';
import { MIN_SIZE, type Bounds } from './window-state';

/** Electron's BrowserWindow class, injected so tests can check what a window is built with. */
export type WindowClass<W> = new (options: BrowserWindowConstructorOptions) => W;

/**
 * Opens the locked-down window: no Node, sandboxed, isolated context, only the preload's
 * contextBridge API. The options are written out at the `new BrowserWindow` call so that
 * static checkers (electronegativity) see them.
 */
export function openWindow<W>(BrowserWindow: WindowClass<W>, preload: string, bounds: Partial<Bounds>): W {
  return new BrowserWindow({
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Horse Fever',
    show: false, // shown on ready-to-show to avoid a white flash
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // Middle-click would open links in new windows (denied anyway).
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
    },
  });
}
