// The desktop renderer in Chromium, as Electron would run it: the built renderer served by the
// app protocol's own handler with its CSP, and the built preload run on a stand-in `electron`
// whose IPC calls go to a function the test exposes (main's real handlers).
import { expect, test } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ORIGIN, appProtocolHandler } from '../src-main/app-protocol';
import type { UserFiles } from '../src-main/ipc-handlers';
import { contentSecurityPolicy } from '../src-main/security';

export const renderer = fileURLToPath(new URL('../out/renderer', import.meta.url));
export const csp = contentSecurityPolicy(undefined);

/** The protocol handler behind a local HTTP server (Chromium cannot register app://). */
export function serve(): Promise<Server> {
  const handle = appProtocolHandler(renderer, csp);
  const server = createServer((req, res) => {
    void handle(new Request(`${APP_ORIGIN}${req.url ?? '/'}`, { method: req.method })).then(async (r) => {
      res.writeHead(r.status, Object.fromEntries(r.headers));
      res.end(Buffer.from(await r.arrayBuffer()));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const preload = fileURLToPath(new URL('../out/preload/index.cjs', import.meta.url));

/**
 * Registers a spec's hooks: the built renderer served for all its tests, and a fresh user-data
 * folder for each test. The getters give the server's address and the current test's folder.
 */
export function useDesktopBuild(prefix: string): { base: () => string; userData: () => string } {
  let server: Server;
  let base = '';
  let userData = '';
  test.beforeAll(async () => {
    expect(existsSync(join(renderer, 'index.html')) && existsSync(preload), 'run `npm run build` first').toBe(true);
    server = await serve();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  test.beforeEach(() => {
    userData = mkdtempSync(join(tmpdir(), prefix));
  });
  test.afterEach(() => rmSync(userData, { recursive: true, force: true }));
  return { base: () => base, userData: () => userData };
}

/**
 * out/preload/index.cjs run in the page before its scripts, as Electron runs it: its one
 * require, `electron`, gets contextBridge (exposing on window) and ipcRenderer.invoke
 * (forwarded to the test's __hfInvoke).
 */
export function preloadWithStandIn(): string {
  const code = readFileSync(preload, 'utf8');
  return `(() => {
    const electron = {
      contextBridge: { exposeInMainWorld: (key, api) => Object.defineProperty(window, key, { value: Object.freeze(api) }) },
      ipcRenderer: {
        invoke: (channel, ...args) => window.__hfInvoke(channel, args),
        on: () => {},
        removeListener: () => {},
      },
    };
    const require = (name) => {
      if (name !== 'electron') throw new Error('the preload required ' + name);
      return electron;
    };
    const module = { exports: {} };
    (function (require, module, exports) {
${code}
    })(require, module, module.exports);
  })();`;
}

export const noDialogs: UserFiles = {
  pickExportPath: async () => null,
  pickImportPath: async () => null,
  read: async () => {
    throw new Error('no file dialogs in this test');
  },
  write: async () => {},
  baseName: (path) => path,
};
