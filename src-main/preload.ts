// Sandboxed preload (built as CommonJS): the only bridge from renderer to main.
// One method per operation, no generic invoke; main validates every argument again.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  BRIDGE_KEY,
  IPC,
  lastGameWrappers,
  MENU_COMMANDS,
  type GameClaim,
  type MenuCommand,
  type Platform,
} from '../src-shared/platform/platform-api';
import { HOST_IPC, type LanHost } from '../src-shared/platform/lan-host';
import { fromReply, type SaveReply } from '../src-shared/save/save-problem';

/** Main answers with a SaveReply: a refusal comes back as a SaveFailure carrying its problem. */
async function call<T>(channel: string, ...args: unknown[]): Promise<T> {
  return fromReply((await ipcRenderer.invoke(channel, ...args)) as SaveReply<T>);
}

const slots: Pick<Platform, 'listSaves' | 'readSave' | 'writeSave'> = {
  listSaves: () => call(IPC.list),
  readSave: (slot) => call(IPC.read, slot),
  writeSave: (slot, text) => call(IPC.write, slot, text),
};

const lanHost: LanHost = {
  start: (port) => call(HOST_IPC.start, ...(port === undefined ? [] : [port])),
  stop: () => call(HOST_IPC.stop),
  status: () => call(HOST_IPC.status),
};

/** One window, one game: the claim is always held. */
const soleClaim: GameClaim = { held: true, takeOver: async () => undefined, release: () => undefined };

const api: Platform = {
  kind: 'electron',
  ...slots,
  renameSave: (slot, name) => call(IPC.rename, slot, name),
  deleteSave: (slot) => call(IPC.remove, slot),
  restoreBackup: (slot) => call(IPC.restoreBackup, slot),
  exportSave: (slot) => call(IPC.exportSave, slot),
  exportGame: (text) => call(IPC.exportGame, text),
  claimGame: async () => soleClaim,
  importSave: () => call(IPC.importSave),
  lanHost,
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
