// Contract between the renderer and its host (Electron preload or plain browser).
// Kept free of DOM/Node types so the preload and main can import it too.

export type PlatformKind = 'electron' | 'web'

export interface Platform {
  readonly kind: PlatformKind
  /** Persist the last game as JSON text (overwrites). */
  saveLastGame(json: string): Promise<void>
  /** The last saved game JSON, or null if none. */
  loadLastGame(): Promise<string | null>
}

/** IPC channel names shared by preload and main. */
export const IPC = {
  saveLast: 'save:last',
  loadLast: 'load:last',
} as const

/** Upper bound on a saved game, checked in main (untrusted renderer input). */
export const MAX_SAVE_BYTES = 5 * 1024 * 1024

/** Name of the property the preload exposes on window. */
export const BRIDGE_KEY = 'horseFever'
