import { BRIDGE_KEY, type Platform } from './platform'
import { createWebPlatform } from './web-platform'

declare global {
  interface Window {
    horseFever?: Platform
  }
}

/** Electron's preload bridge when present, otherwise the browser implementation. */
export function pickPlatform(win: Window): Platform {
  return win[BRIDGE_KEY] ?? createWebPlatform(win.localStorage)
}
