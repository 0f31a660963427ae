// Sandboxed preload (built as CommonJS): the only bridge from renderer to main.
import { contextBridge, ipcRenderer } from 'electron'
import { BRIDGE_KEY, IPC, type Platform } from '../src-renderer/platform/platform'

const api: Platform = {
  kind: 'electron',
  saveLastGame: (json) => ipcRenderer.invoke(IPC.saveLast, json) as Promise<void>,
  loadLastGame: () => ipcRenderer.invoke(IPC.loadLast) as Promise<string | null>,
}

contextBridge.exposeInMainWorld(BRIDGE_KEY, api)
