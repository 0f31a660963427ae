import type { AddressInfo } from 'node:net';
import type { HostProblem, HostReport, HostRequest } from '../src-shared/platform/lan-host';
import { createGameServer, restoreGames } from './app';
import { FileGameStore } from './store/file-store';

/**
 * The desktop app's game server ("Host a game on this network", docs/server.md "Hosting from the
 * desktop app"): the same server as `npm run server`, its games as files in a folder of the app's
 * saves. Started by the app's main process in a process of its own, an Electron utility process
 * (`process.parentPort`) or a Node child (`process.send`, the tests), with
 * `--games=<folder> --port=<n>` (0: a free one); it reports once, `listening` with its port or `failed`,
 * and stops, its rooms' writes finished, when told `stop` or when its parent goes.
 */

interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (e: { data: unknown }) => void): void;
}
const electronPort = (process as { parentPort?: ParentPort }).parentPort;

function report(message: HostReport): void {
  if (electronPort) electronPort.postMessage(message);
  else process.send?.(message);
}

function onRequest(handle: (r: HostRequest) => void): void {
  const take = (m: unknown) => {
    if ((m as HostRequest | null)?.type === 'stop') handle(m as HostRequest);
  };
  if (electronPort) electronPort.on('message', (e) => take(e.data));
  else process.on('message', take);
}

function problemOf(e: unknown, port: number): HostProblem {
  if ((e as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE') return { code: 'portInUse', params: { port } };
  return { code: 'failed', params: { detail: e instanceof Error ? e.message : String(e) } };
}

/**
 * `--games=<folder>` and `--port=<n>` wherever they are: a utility process's argv may carry
 * Chromium's switches too, so no position is relied on.
 */
const flag = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dir = flag('games');
const wanted = Number(flag('port') ?? 0);

async function start(): Promise<void> {
  if (!dir || !Number.isInteger(wanted) || wanted < 0 || wanted > 65_535)
    throw new Error(`usage: desktop-host --games=<folder> --port=<n>, not ${process.argv.slice(2).join(' ')}`);
  const store = await FileGameStore.open(dir, (d) => console.warn(`game file skipped: ${d.problem}`));
  const server = createGameServer({ store });
  server.onShutdown(() => store.close());
  // Colyseus reports a failed listen (a port in use) only to its log: its HTTP server's error is taken here.
  const http = server.transport.server!;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    server.listen(wanted).then(() => {
      http.off('error', reject);
      resolve();
    }, reject);
  });
  const restored = await restoreGames(server);
  const { port } = http.address() as AddressInfo;
  console.log(`Horse Fever host on port ${port}, games in ${dir}; ${restored.length} unfinished game(s) restored`);
  onRequest(() => void server.gracefullyShutdown(true));
  // The app went without a word (it crashed): the rooms are closed and their writes finished too.
  process.on('disconnect', () => void server.gracefullyShutdown(true));
  report({ type: 'listening', port });
}

start().catch((e: unknown) => {
  console.error('Horse Fever host could not start', e);
  report({ type: 'failed', problem: problemOf(e, wanted) });
  process.exitCode = 1;
  // Nothing else may keep it alive: the parent learns of the end from the exit too.
  setImmediate(() => process.exit(1));
});
