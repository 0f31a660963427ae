import type { NetworkInterfaceInfo } from 'node:os';
import type { HostReport, HostRequest, HostStatus } from '../src-shared/platform/lan-host';

/** The game server's process as main sees it, whoever started it (Electron's utilityProcess, Node's fork). */
export interface HostChild {
  send(request: HostRequest): void;
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/** Starts server/desktop-host with its arguments: `--games=<folder>` and `--port=<n>` (0: a free one). */
export type StartHost = (args: string[]) => HostChild;

export interface HostControlOptions {
  start: StartHost;
  /** Where the games are kept: a folder of the saves folder. */
  folder: string;
  /** This machine's addresses on its networks, asked each time (a laptop changes networks). */
  addresses: () => string[];
  /** How long a stopping server may take to finish its writes before it is killed. */
  stopGraceMs?: number;
  log?: { info(...parts: unknown[]): void; warn(...parts: unknown[]): void };
}

interface Running {
  child: HostChild;
  port: number;
  exited: Promise<void>;
}

/**
 * "Host a game on this network" in main (docs/server.md "Hosting from the desktop app"): at most
 * one game server process, started on demand, stopped on demand or when the app quits.
 */
export class HostControl {
  private running: Running | null = null;
  private starting: Promise<HostStatus> | null = null;

  constructor(private readonly options: HostControlOptions) {}

  /** Starts the server on `port` (0: a free one); the running one's status if there is one. */
  start(port = 0): Promise<HostStatus> {
    if (this.running) return Promise.resolve(this.status());
    this.starting ??= this.launch(port).finally(() => (this.starting = null));
    return this.starting;
  }

  /** Tells the server to stop (its rooms' writes finish), killing it if it has not ended within the grace. */
  async stop(): Promise<HostStatus> {
    await this.starting;
    const r = this.running;
    if (!r) return this.status();
    this.options.log?.info(`host: stopping the game server on port ${r.port}`);
    r.child.send({ type: 'stop' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.options.log?.warn('host: the game server did not stop in time: killed');
        r.child.kill();
        resolve();
      }, this.options.stopGraceMs ?? 10_000);
    });
    await Promise.race([r.exited, late]);
    clearTimeout(timer);
    if (this.running === r) this.running = null;
    return this.status();
  }

  get isRunning(): boolean {
    return this.running !== null;
  }

  status(): HostStatus {
    const r = this.running;
    return r ? { running: true, port: r.port, addresses: this.options.addresses() } : { running: false };
  }

  private launch(port: number): Promise<HostStatus> {
    const child = this.options.start([`--games=${this.options.folder}`, `--port=${port}`]);
    return new Promise((resolve) => {
      let settled = false;
      let exited: () => void = () => undefined;
      const running: Running = { child, port, exited: new Promise<void>((r) => (exited = r)) };
      child.onMessage((message) => {
        if (settled) return;
        const report = message as HostReport;
        if (report?.type === 'listening' && Number.isInteger(report.port)) {
          settled = true;
          this.running = { ...running, port: report.port };
          this.options.log?.info(`host: game server listening on port ${report.port}`);
          resolve(this.status());
        } else if (report?.type === 'failed') {
          settled = true;
          this.options.log?.warn('host: the game server could not start', report.problem);
          resolve({ running: false, problem: report.problem });
        }
      });
      child.onExit((code) => {
        exited();
        if (this.running?.child === child) {
          this.options.log?.warn(`host: the game server ended (${code})`);
          this.running = null;
        }
        if (settled) return;
        settled = true;
        resolve({
          running: false,
          problem: { code: 'failed', params: { detail: `the server process ended (${code})` } },
        });
      });
    });
  }
}

/**
 * The addresses friends on this machine's networks can reach it at, from `os.networkInterfaces()`:
 * IPv4 first (what people type), then IPv6 but link-local ones (which need an interface name);
 * none of the loopback ones.
 */
export function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  const all = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => !i.internal);
  const v4 = all.filter((i) => i.family === 'IPv4').map((i) => i.address);
  const v6 = all.filter((i) => i.family === 'IPv6' && !/^fe80:/i.test(i.address)).map((i) => i.address);
  return [...new Set([...v4, ...v6])];
}
