import type { BrowserWindowConstructorOptions } from 'electron'

/**
 * Locked-down window: the renderer gets no Node, runs sandboxed, and only talks
 * to main through the preload's contextBridge API.
 */
export function windowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    title: 'Horse Fever',
    show: false, // shown on ready-to-show to avoid a white flash
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  }
}

/** Only the app's own page may be loaded in the window. */
export function isAllowedNavigation(url: string, devServerUrl: string | undefined): boolean {
  try {
    const target = new URL(url)
    if (devServerUrl) return target.origin === new URL(devServerUrl).origin
    return target.protocol === 'file:'
  } catch {
    return false
  }
}
