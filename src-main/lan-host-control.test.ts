import { describe, expect, it } from 'vitest';
import { HOST_IPC, type HostReport, type HostRequest } from '../src-shared/platform/lan-host';
import { SaveFailure } from '../src-shared/save/save-problem';
import { hostHandlers } from './host-handlers';
import { HostControl, lanAddresses, type HostChild, type StartHost } from './lan-host-control';

/** A stand-in host process: records its arguments and requests; the test makes it report and exit. */
class FakeChild implements HostChild {
  readonly requests: HostRequest[] = [];
  killed = false;
  private messages: ((m: unknown) => void)[] = [];
  private exits: ((code: number | null) => void)[] = [];
  constructor(
    readonly args: string[],
    /** Exits with 0 when told to stop (a server finishing its writes); false: ignores it. */
    private readonly obeys = true,
  ) {}
  send(request: HostRequest): void {
    this.requests.push(request);
    if (this.obeys) this.exit(0);
  }
  onMessage(listener: (m: unknown) => void): void {
    this.messages.push(listener);
  }
  onExit(listener: (code: number | null) => void): void {
    this.exits.push(listener);
  }
  kill(): void {
    this.killed = true;
    this.exit(null);
  }
  report(r: HostReport): void {
    for (const l of this.messages) l(r);
  }
  exit(code: number | null): void {
    for (const l of this.exits) l(code);
  }
}

function launcher(obeys = true): { start: StartHost; children: FakeChild[] } {
  const children: FakeChild[] = [];
  return {
    children,
    start: (args) => {
      const c = new FakeChild(args, obeys);
      children.push(c);
      return c;
    },
  };
}

const addresses = () => ['192.168.1.20'];
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('HostControl', () => {
  it('starts one server on the folder and port, reports its port and addresses, and stops it', async () => {
    const l = launcher();
    const host = new HostControl({ start: l.start, folder: '/saves/online', addresses });
    const started = host.start();
    // A second start while the first is under way starts nothing more.
    const again = host.start();
    await nextTurn();
    expect(l.children.map((c) => c.args)).toEqual([['--games=/saves/online', '--port=0']]);
    l.children[0]!.report({ type: 'listening', port: 50123 });
    const status = { running: true, port: 50123, addresses: ['192.168.1.20'] };
    expect(await started).toEqual(status);
    expect(await again).toEqual(status);
    expect(await host.start()).toEqual(status);
    expect(host.status()).toEqual(status);
    expect(await host.stop()).toEqual({ running: false });
    expect(l.children[0]!.requests).toEqual([{ type: 'stop' }]);
    expect(l.children[0]!.killed).toBe(false);
    expect(l.children).toHaveLength(1);
  });

  it("passes on the server's refusal, and a process that ends before it listens", async () => {
    const l = launcher();
    const host = new HostControl({ start: l.start, folder: 'f', addresses });
    const inUse = host.start(2567);
    await nextTurn();
    expect(l.children[0]!.args).toEqual(['--games=f', '--port=2567']);
    l.children[0]!.report({ type: 'failed', problem: { code: 'portInUse', params: { port: 2567 } } });
    l.children[0]!.exit(1);
    expect(await inUse).toEqual({ running: false, problem: { code: 'portInUse', params: { port: 2567 } } });
    const crashed = host.start();
    await nextTurn();
    l.children[1]!.exit(7);
    expect(await crashed).toEqual({
      running: false,
      problem: { code: 'failed', params: { detail: 'the server process ended (7)' } },
    });
    expect(host.isRunning).toBe(false);
  });

  it('forgets a server that crashed, and kills one that does not stop within its grace', async () => {
    const l = launcher(false);
    const host = new HostControl({ start: l.start, folder: 'f', addresses, stopGraceMs: 0 });
    const first = host.start();
    await nextTurn();
    l.children[0]!.report({ type: 'listening', port: 1 });
    await first;
    l.children[0]!.exit(null);
    expect(host.status()).toEqual({ running: false });

    const second = host.start();
    await nextTurn();
    l.children[1]!.report({ type: 'listening', port: 2 });
    await second;
    expect(await host.stop()).toEqual({ running: false });
    expect(l.children[1]!.killed).toBe(true);
  });
});

describe('host IPC handlers', () => {
  const call = (handlers: ReturnType<typeof hostHandlers>, channel: string, ...args: unknown[]) =>
    handlers[channel]!(args);

  it('start, stop and status the host, a port given or not', async () => {
    const l = launcher();
    const handlers = hostHandlers(new HostControl({ start: l.start, folder: 'f', addresses }));
    expect(Object.keys(handlers).sort()).toEqual(Object.values(HOST_IPC).sort());
    expect(await call(handlers, HOST_IPC.status)).toEqual({ running: false });
    const started = call(handlers, HOST_IPC.start, 40000);
    await nextTurn();
    l.children[0]!.report({ type: 'listening', port: 40000 });
    expect(await started).toEqual({ running: true, port: 40000, addresses: ['192.168.1.20'] });
    expect(l.children[0]!.args).toEqual(['--games=f', '--port=40000']);
    expect(await call(handlers, HOST_IPC.status)).toMatchObject({ running: true, port: 40000 });
    expect(await call(handlers, HOST_IPC.stop)).toEqual({ running: false });
  });

  it('refuse bad arguments before anything starts', async () => {
    const l = launcher();
    const handlers = hostHandlers(new HostControl({ start: l.start, folder: 'f', addresses }));
    for (const args of [[-1], [65_536], [1.5], ['2567'], [2567, 1]]) {
      const refusal = call(handlers, HOST_IPC.start, ...args);
      await expect(refusal).rejects.toBeInstanceOf(SaveFailure);
      await expect(refusal).rejects.toMatchObject({ problem: { code: 'badArguments' } });
    }
    await expect(call(handlers, HOST_IPC.stop, 'now')).rejects.toThrow(/host:stop: bad arguments/);
    expect(l.children).toEqual([]);
  });
});

describe('lanAddresses', () => {
  it('lists the IPv4 addresses first, then IPv6 but link-local ones, never loopback', () => {
    const i = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({
      address,
      family,
      internal,
      netmask: '',
      mac: '',
      cidr: null,
      ...(family === 'IPv6' ? { scopeid: 0 } : {}),
    });
    expect(
      lanAddresses({
        lo: [i('127.0.0.1', 'IPv4', true), i('::1', 'IPv6', true)],
        wlan0: [i('fe80::1', 'IPv6'), i('2a01:e0a::5', 'IPv6'), i('192.168.1.20', 'IPv4')],
        eth0: [i('10.0.0.7', 'IPv4')],
      } as Parameters<typeof lanAddresses>[0]),
    ).toEqual(['192.168.1.20', '10.0.0.7', '2a01:e0a::5']);
    expect(lanAddresses({})).toEqual([]);
  });
});
