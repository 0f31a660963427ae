import { ColyseusSDK, type Room } from '@colyseus/sdk';
import { randomDecision } from '../../ai/index';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import { GAME_ROOM, type LobbyMessage, type ViewMessage } from '../../src-shared/index';

/**
 * One table of the server bench: two people (clients over @colyseus/sdk, each playing random legal
 * moves from its own view after `thinkMs`) and two server bots at 'random', playing games one after
 * another until `stop()`. Each of a person's actions records its round trip: send → next view.
 */
export class BenchTable {
  /** Round trips (ms) of the actions sent while `recording`. */
  readonly roundTrips: number[] = [];
  recording = false;
  games = 0;
  private running = true;
  private done: Promise<void> = Promise.resolve();

  constructor(
    private readonly endpoint: string,
    private readonly seed: string,
    readonly thinkMs: number,
  ) {}

  start(): void {
    this.done = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }

  private async loop(): Promise<void> {
    while (this.running) await this.playOneGame(`${this.seed}/${this.games++}`);
  }

  private async playOneGame(seed: string): Promise<void> {
    const sdk = new ColyseusSDK(this.endpoint);
    const ann = new BenchPlayer(await sdk.create(GAME_ROOM, { name: 'Ann' }), this, `${seed}/ann`);
    const code = (await ann.until(() => ann.lobby)).code;
    const bob = new BenchPlayer(await sdk.joinById(code, { name: 'Bob' }), this, `${seed}/bob`);
    await ann.until(() => ann.lobby?.seats[1].taken);
    ann.room.send('seat', { kind: 'bot', seat: 2, level: 'random' });
    ann.room.send('seat', { kind: 'bot', seat: 3, level: 'random' });
    await ann.until(() => ann.lobby?.seats[3].kind === 'bot' && ann.lobby.seats[3].level === 'random');
    ann.room.send('start', {});
    await Promise.all([ann.until(() => ann.view?.result), bob.until(() => bob.view?.result)]);
    await Promise.all([ann.room.leave(true), bob.room.leave(true)]);
  }
}

class BenchPlayer {
  lobby: LobbyMessage | null = null;
  view: ViewMessage | null = null;
  private sentAt = 0;
  private sentStep = -1;
  private waiters: (() => void)[] = [];

  constructor(
    readonly room: Room,
    private readonly table: BenchTable,
    private readonly seed: string,
  ) {
    room.onMessage('*', (type, message) => {
      if (type === 'lobby') this.lobby = message as LobbyMessage;
      if (type === 'view') this.onView(message as ViewMessage);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  async until<T>(test: () => T | null | undefined | false): Promise<T> {
    for (;;) {
      const t = test();
      if (t) return t;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private onView(v: ViewMessage): void {
    this.view = v;
    if (this.sentStep >= 0 && v.step > this.sentStep) {
      if (this.table.recording) this.table.roundTrips.push(performance.now() - this.sentAt);
      this.sentStep = -1;
    }
    const pending = v.view.pending;
    if (pending.kind !== 'player' || pending.seat !== this.lobby?.you || v.result) return;
    const step = v.step;
    setTimeout(() => {
      // Act only if this view is still the latest one: another may have come meanwhile.
      if (this.view?.step !== step) return;
      const rng = seedRng(`${this.seed}/${step}`);
      this.sentAt = performance.now();
      this.sentStep = step;
      this.room.send('act', { step, action: randomDecision(v.view, () => nextFloat(rng)) });
    }, this.table.thinkMs);
  }
}
