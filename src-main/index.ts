import { app, BrowserWindow, ipcMain, shell } from 'electron'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { IPC } from '../src-renderer/platform/platform'
import { loadLastGame, saveLastGame } from './last-game'
import { isAllowedNavigation, windowOptions } from './window-options'

// Built layout: out/main/index.js, out/preload/index.cjs, out/renderer/index.html
const here = dirname(fileURLToPath(import.meta.url))
const devServerUrl = process.env['ELECTRON_RENDERER_URL']

function createWindow(): BrowserWindow {
  const win = new BrowserWindow(windowOptions(join(here, '../preload/index.cjs')))
  win.once('ready-to-show', () => win.show())

  // External links open in the OS browser; nothing else may navigate the window.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https:')) void shell.openExternal(url)
    return { action: 'deny' }
  })
  win.webContents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url, devServerUrl)) event.preventDefault()
  })

  if (devServerUrl) void win.loadURL(devServerUrl)
  else void win.loadFile(join(here, '../renderer/index.html'))
  return win
}

function registerIpc(): void {
  const userData = app.getPath('userData')
  ipcMain.handle(IPC.saveLast, (_event, data: unknown) => saveLastGame(userData, data))
  ipcMain.handle(IPC.loadLast, () => loadLastGame(userData))
}

void app.whenReady().then(() => {
  registerIpc()
  createWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
