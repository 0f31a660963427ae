// A stand-in for the `electron` module, enough to run the built main process (out/main/index.js)
// under vitest where the Electron binary is absent: it records every call in order and lets a
// test play the OS's part (ready, open-file, second-instance, page loads, quit).
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface DoubleOptions {
  /** Parent of the profile folders (appData). */
  appData: string;
  /** Value of the --user-data-dir switch, if any. */
  userDataSwitch?: string;
  isPackaged?: boolean;
  /** Whether this instance gets the single-instance lock. */
  gotLock?: boolean;
}

/** The event object Electron passes to cancellable events. */
export class FakeEvent {
  defaultPrevented = false;
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

export function electronDouble(options: DoubleOptions) {
  const calls: string[] = [];
  const record = (call: string) => void calls.push(call);
  const paths = new Map<string, string>([
    ['appData', options.appData],
    ['documents', join(options.appData, 'Documents')],
  ]);
  let ready = false;
  let resolveReady: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => (resolveReady = resolve));

  class FakeApp extends EventEmitter {
    isPackaged = options.isPackaged ?? false;
    name = 'Electron';
    commandLine = {
      getSwitchValue: (name: string) => (name === 'user-data-dir' ? (options.userDataSwitch ?? '') : ''),
    };
    aboutOptions: unknown = null;
    exitCode: number | null = null;
    quitCount = 0;
    setName(name: string) {
      record(`app.setName ${name}`);
      this.name = name;
    }
    getName() {
      return this.name;
    }
    getVersion() {
      return '0.1.0';
    }
    setPath(name: string, path: string) {
      record(`app.setPath ${name} ${path}`);
      paths.set(name, path);
    }
    getPath(name: string) {
      const path = paths.get(name);
      if (path === undefined) throw new Error(`Failed to get '${name}' path`);
      return path;
    }
    setAppLogsPath(path?: string) {
      record('app.setAppLogsPath');
      paths.set('logs', path ?? join(this.getPath('userData'), 'logs'));
    }
    setAppUserModelId(id: string) {
      record(`app.setAppUserModelId ${id}`);
    }
    setDesktopName(name: string) {
      record(`app.setDesktopName ${name}`);
    }
    enableSandbox() {
      record('app.enableSandbox');
    }
    setAboutPanelOptions(about: unknown) {
      record('app.setAboutPanelOptions');
      this.aboutOptions = about;
    }
    requestSingleInstanceLock() {
      record(`app.requestSingleInstanceLock (ready: ${ready})`);
      return options.gotLock ?? true;
    }
    whenReady() {
      record('app.whenReady');
      return readyPromise;
    }
    isReady() {
      return ready;
    }
    quit() {
      record('app.quit');
      this.quitCount++;
      const event = new FakeEvent();
      this.emit('before-quit', event);
      if (event.defaultPrevented) return;
      const willQuit = new FakeEvent();
      this.emit('will-quit', willQuit);
      if (willQuit.defaultPrevented) record('will-quit prevented');
    }
    exit(code = 0) {
      record(`app.exit ${code}`);
      this.exitCode = code;
    }
  }
  const app = new FakeApp();

  class FakeWebContents extends EventEmitter {
    sent: unknown[][] = [];
    reloads = 0;
    windowOpenHandler: (() => unknown) | null = null;
    send(channel: string, ...args: unknown[]) {
      this.sent.push([channel, ...args]);
    }
    reload() {
      this.reloads++;
    }
    setWindowOpenHandler(handler: () => unknown) {
      this.windowOpenHandler = handler;
    }
    isDestroyed() {
      return false;
    }
  }

  class FakeBrowserWindow extends EventEmitter {
    static all: FakeBrowserWindow[] = [];
    static getAllWindows() {
      return FakeBrowserWindow.all.filter((w) => !w.destroyed);
    }
    webContents = new FakeWebContents();
    visible = false;
    destroyed = false;
    minimized = false;
    loaded: string[] = [];
    /** What loadURL returns: a test can make it reject. */
    loadResult: Promise<void> = Promise.resolve();
    constructor(readonly options: Record<string, unknown>) {
      super();
      record('new BrowserWindow');
      FakeBrowserWindow.all.push(this);
      app.emit('web-contents-created', new FakeEvent(), this.webContents);
    }
    loadURL(url: string) {
      record(`window.loadURL ${url}`);
      this.loaded.push(url);
      return this.loadResult;
    }
    loadFile(path: string) {
      record(`window.loadFile ${path}`);
      return Promise.resolve();
    }
    show() {
      this.visible = true;
    }
    isVisible() {
      return this.visible;
    }
    isDestroyed() {
      return this.destroyed;
    }
    isMinimized() {
      return this.minimized;
    }
    restore() {
      this.minimized = false;
    }
    focused = 0;
    focus() {
      this.focused++;
    }
    maximize() {}
    isMaximized() {
      return false;
    }
    getNormalBounds() {
      return { x: 10, y: 20, width: 1000, height: 700 };
    }
    /** The user closes the window. */
    close() {
      this.emit('close', new FakeEvent());
      this.destroyed = true;
      this.emit('closed');
      if (FakeBrowserWindow.getAllWindows().length === 0) app.emit('window-all-closed');
    }
    /** The page loaded and painted. */
    finishLoad() {
      this.webContents.emit('did-finish-load');
      this.emit('ready-to-show');
    }
  }

  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const messageBoxes: { message: string; detail?: string }[] = [];
  const errorBoxes: [string, string][] = [];
  let messageBoxResponse = 0;
  let menu: unknown = null;
  const opened: string[] = [];

  const electron = {
    app,
    BrowserWindow: FakeBrowserWindow,
    /** A utility process is a Node child here: the built entry really runs, its messages over Node's IPC. */
    utilityProcess: {
      fork(modulePath: string, args: string[], options: { serviceName: string }) {
        record(`utilityProcess.fork ${basename(modulePath)} (${options.serviceName})`);
        const child = fork(modulePath, args, { silent: true });
        return {
          stdout: child.stdout,
          stderr: child.stderr,
          postMessage: (message: unknown) => void child.send(message as object, () => undefined),
          on(event: 'message' | 'exit', listener: (value: unknown) => void) {
            if (event === 'message') child.on('message', listener);
            else child.on('exit', (code) => listener(code ?? 1));
            return this;
          },
          kill: () => child.kill(),
        };
      },
    },
    protocol: {
      registerSchemesAsPrivileged(schemes: { scheme: string; privileges: Record<string, boolean> }[]) {
        record(`protocol.registerSchemesAsPrivileged ${schemes.map((s) => s.scheme).join(',')} (ready: ${ready})`);
        protocolSchemes.push(...schemes);
      },
      handle(scheme: string, handler: (request: Request) => Promise<Response>) {
        record(`protocol.handle ${scheme}`);
        if (failProtocolHandle) throw new Error('protocol.handle failed (test)');
        protocolHandlers.set(scheme, handler);
      },
    },
    ipcMain: {
      handle(channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) {
        record(`ipcMain.handle ${channel}`);
        ipcHandlers.set(channel, handler);
      },
    },
    dialog: {
      showErrorBox(title: string, content: string) {
        record(`dialog.showErrorBox ${title}`);
        errorBoxes.push([title, content]);
      },
      async showMessageBox(_window: unknown, box: { message: string; detail?: string }) {
        messageBoxes.push(box);
        return { response: messageBoxResponse, checkboxChecked: false };
      },
      showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
      showSaveDialog: async () => ({ canceled: true }),
    },
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu(m: unknown) {
        record('Menu.setApplicationMenu');
        menu = m;
      },
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: () => record('session.onHeadersReceived') },
        setPermissionRequestHandler: () => record('session.setPermissionRequestHandler'),
        setPermissionCheckHandler: () => record('session.setPermissionCheckHandler'),
      },
    },
    shell: {
      async openPath(path: string) {
        opened.push(path);
        return '';
      },
    },
  };
  const protocolSchemes: { scheme: string; privileges: Record<string, boolean> }[] = [];
  let failProtocolHandle = false;

  return {
    electron,
    app,
    calls,
    protocolHandlers,
    protocolSchemes,
    ipcHandlers,
    messageBoxes,
    errorBoxes,
    opened,
    windows: FakeBrowserWindow.all,
    get menu() {
      return menu;
    },
    setMessageBoxResponse(response: number) {
      messageBoxResponse = response;
    },
    failProtocolHandle() {
      failProtocolHandle = true;
    },
    /** The OS says the app is ready. */
    async becomeReady() {
      // Chromium creates the profile folder as it starts.
      mkdirSync(app.getPath('userData'), { recursive: true });
      ready = true;
      record('ready');
      app.emit('ready');
      resolveReady();
      await readyPromise;
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

export type ElectronDouble = ReturnType<typeof electronDouble>;
