// Sandboxed preload (built as CommonJS): the only bridge from renderer to main.
// One method per operation, no generic invoke; main validates every argument again.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  BRIDGE_KEY,
  IPC,
  lastGameWrappers,
  MENU_COMMANDS,
  type MenuCommand,
  type Platform,
} from '../src-renderer/platform/platform';

const slots: Pick<Platform, 'listSaves' | 'readSave' | 'writeSave'> = {
  listSaves: () => ipcRenderer.invoke(IPC.list),
  readSave: (slot) => ipcRenderer.invoke(IPC.read, slot),
  writeSave: (slot, text) => ipcRenderer.invoke(IPC.write, slot, text),
};

const api: Platform = {
  kind: 'electron',
  ...slots,
  renameSave: (slot, name) => ipcRenderer.invoke(IPC.rename, slot, name),
  deleteSave: (slot) => ipcRenderer.invoke(IPC.remove, slot),
  exportSave: (slot) => ipcRenderer.invoke(IPC.exportSave, slot),
  importSave: () => ipcRenderer.invoke(IPC.importSave),
  onMenu(listener) {
    const forward = (_event: IpcRendererEvent, command: unknown) => {
      if (MENU_COMMANDS.includes(command as MenuCommand)) listener(command as MenuCommand);
    };
    ipcRenderer.on(IPC.menu, forward);
    return () => void ipcRenderer.removeListener(IPC.menu, forward);
  },
  ...lastGameWrappers(slots),
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, api);
