import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { openWindow } from './window-options';

class FakeWindow {
  constructor(readonly options: BrowserWindowConstructorOptions) {}
}

describe('openWindow', () => {
  it('is isolated, sandboxed and without Node, webviews, auxclick or drag-and-drop navigation', () => {
    const prefs = openWindow(FakeWindow, '/app/preload/index.cjs', {}).options.webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('opens at the given bounds, hidden until ready', () => {
    const { options } = openWindow(FakeWindow, '/p', { x: 5, y: 6, width: 1000, height: 700 });
    expect(options).toMatchObject({ x: 5, y: 6, width: 1000, height: 700, show: false });
  });
});
