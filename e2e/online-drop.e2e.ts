import { connect, createServer, type Server, type Socket } from 'node:net';
import { expect, type Page, type WebSocket } from '@playwright/test';
import { GAME } from './game-tag';
import { spawnServer, type SpawnedServer } from './online-server';
import { characterCard, hostTable, joinTable, playOnline, startTable, test } from './online-play';

// A friend's connection cut while a race's results are on their screen (issue 35's "a client's
// socket dropped mid-race and reconnected"): the server keeps the seat (its bot plays it meanwhile,
// docs/server.md), the friend's page gets it back by itself once the network lets it, and the game
// plays on to the end.

/** Beside the web server's port (E2E_PORT), away from the other online specs'. */
const SERVER_PORT = Number(process.env['E2E_SERVER_PORT'] ?? 25_000 + Number(process.env['E2E_PORT'] ?? 4173));
/** Ben's way to the server: a relay on the next port. */
const CABLE_PORT = SERVER_PORT + 1;

/**
 * A cable between one person's browser and the game server: a TCP relay on its own port, so the
 * spec can cut that person's connections (closed at both ends, as when a network fails) and hold
 * back any new one until it is mended, while the others reach the server directly.
 */
class Cable {
  private readonly relay: Server;
  private readonly open = new Set<Socket>();
  private held: Socket[] | null = null;

  constructor(private readonly to: number) {
    this.relay = createServer((socket) => {
      if (this.held) {
        socket.pause();
        this.held.push(socket);
      } else this.connect(socket);
    });
  }

  async listen(port: number): Promise<string> {
    await new Promise<void>((resolve) => this.relay.listen(port, 'localhost', resolve));
    return `ws://localhost:${port}`;
  }

  /** Destroys every connection through the cable, the browser's and the server's ends. */
  cut(): void {
    this.held = [];
    for (const s of this.open) s.destroy();
    this.open.clear();
  }

  /** Lets the connections held back meanwhile, and any later one, through. */
  mend(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const socket of held) this.connect(socket);
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.relay.close(resolve));
  }

  private connect(socket: Socket): void {
    const upstream = connect(this.to, 'localhost');
    for (const s of [socket, upstream]) {
      this.open.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        this.open.delete(s);
        socket.destroy();
        upstream.destroy();
      });
    }
    socket.pipe(upstream).pipe(socket);
    socket.resume();
  }
}

let server: SpawnedServer;
const cable = new Cable(SERVER_PORT);
test.beforeAll(async () => {
  server = await spawnServer(SERVER_PORT);
});
test.afterAll(async () => {
  await cable.close();
  await server?.stop();
});

test(
  "a friend's socket cut while a race's results are shown: the seat is kept, the page gets it back by itself, the game plays to the end",
  GAME,
  async ({ openOnline }, testInfo) => {
    const anna = await openOnline('Anna', server.address);
    const ben = await openOnline('Ben', await cable.listen(CABLE_PORT));
    const sockets: WebSocket[] = [];
    ben.on('websocket', (ws) => sockets.push(ws));
    const code = await hostTable(anna, 'family', { 2: 'random', 3: 'random' });
    await joinTable(ben, code, anna);
    await startTable(anna, [anna, ben]);
    const bensSeat = (seats: Page): ReturnType<Page['locator']> =>
      seats.locator('[data-testid="bar-seat"]').filter({ hasText: 'Ben' });
    await expect(bensSeat(anna)).toHaveAttribute('data-connected', 'true');
    expect(sockets).toHaveLength(1);
    const started = Date.now();

    const cutAtFirstRace = async (payoffs: number): Promise<void> => {
      if (payoffs > 0) return;
      const character = await characterCard(ben);
      const [first] = sockets;
      const closed = first!.waitForEvent('close');
      cable.cut();
      // Really gone: the browser closed the socket, the page says so, and the server told the host's
      // page that Ben is away.
      await closed;
      await expect(ben.getByTestId('bar-dropped')).toBeVisible();
      await expect(bensSeat(anna)).toHaveAttribute('data-connected', 'false');
      await testInfo.attach('Ben cut off', { body: await ben.screenshot(), contentType: 'image/png' });
      await testInfo.attach('Anna sees Ben away', { body: await anna.screenshot(), contentType: 'image/png' });
      cable.mend();
      // The page's own retry gets through on a new socket: the same seat, the same character.
      await expect(ben.getByTestId('online-bar')).toHaveAttribute('data-status', 'connected');
      await expect(bensSeat(anna)).toHaveAttribute('data-connected', 'true');
      expect(sockets.length).toBeGreaterThan(1);
      expect(sockets.at(-1)!.isClosed()).toBe(false);
      await expect(ben.locator('[data-testid="bar-seat"].me')).toContainText('Ben');
      expect(await characterCard(ben)).toBe(character);
      await testInfo.attach('Ben back', { body: await ben.screenshot(), contentType: 'image/png' });
    };
    const [a, b] = await Promise.all([playOnline(anna), playOnline(ben, { atPayoff: cutAtFirstRace })]).catch(
      async (e: unknown) => {
        for (const [who, p] of [
          ['Anna', anna],
          ['Ben', ben],
        ] as const)
          await testInfo.attach(`failed ${who}`, { body: await p.screenshot(), contentType: 'image/png' });
        throw e;
      },
    );
    console.log(
      `online drop: ${a.decisions} + ${b.decisions} decisions, ${sockets.length} sockets for Ben, ` +
        `${(Date.now() - started) / 1000} s`,
    );
    // Four rounds, each race's payoffs shown on Anna's page; on Ben's too, except a race run while he
    // was away (Anna plays on meanwhile): its payoffs replace the ones he was being shown.
    expect(a.payoffs).toBe(4);
    expect(b.payoffs).toBeGreaterThanOrEqual(3);
    expect(b.decisions).toBeGreaterThan(2);
  },
);
