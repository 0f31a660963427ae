// "Host a game on this network" (docs/server.md "Hosting from the desktop app"): what the renderer
// asks of the desktop app, and the messages between the app's main process and the game server it
// starts in a process of its own (server/desktop-host.ts). Types and names only: the preload, main
// and the server all import it.

/** Why the game server could not be started. */
export type HostProblem =
  { code: 'portInUse'; params: { port: number } } | { code: 'failed'; params: { detail: string } };

/** The game server this app runs for the local network, if any. */
export type HostStatus =
  | { running: false; problem?: HostProblem }
  /**
   * Listening on `port` on every interface; `addresses` are this machine's addresses on its
   * networks (IPv4 first), which friends type with the port.
   */
  | { running: true; port: number; addresses: string[] };

/** The desktop app's hosting, through the preload; the browser build has none (it cannot be a server). */
export interface LanHost {
  /** Starts the server (on `port`, or a free one); its status if it already runs. */
  start(port?: number): Promise<HostStatus>;
  /** Stops it, its games' writes finished first; unfinished games come back with the next start. */
  stop(): Promise<HostStatus>;
  status(): Promise<HostStatus>;
}

/** IPC channels for LanHost, one per operation. */
export const HOST_IPC = { start: 'host:start', stop: 'host:stop', status: 'host:status' } as const;

/** Main → host process. */
export type HostRequest = { type: 'stop' };
/** Host process → main: once, when it listens or gives up. */
export type HostReport = { type: 'listening'; port: number } | { type: 'failed'; problem: HostProblem };
