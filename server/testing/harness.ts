import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from '@colyseus/core';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
import { ColyseusTestServer } from '@colyseus/testing';
import { randomDecision } from '../../ai/index';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import {
  GAME_ROOM,
  type ClientMessageType,
  type ClientMessages,
  type LobbyMessage,
  type RefusedMessage,
  type ViewMessage,
} from '../../src-shared/index';
import { createGameServer, restoreGames } from '../app';
import type { GameRoom } from '../room/game-room';
import type { RoomClock } from '../room/turn-timer';
import { SqliteGameStore } from '../store/sqlite-store';
import { freePort } from './ports';

/** A folder for one test's database, removed by `removeTempDirs`. */
const tempDirs: string[] = [];
export function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hf-server-'));
  tempDirs.push(dir);
  return join(dir, 'games.db');
}
export function removeTempDirs(): void {
  for (const d of tempDirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export interface RunningServer {
  server: Server;
  test: ColyseusTestServer;
  endpoint: string;
  room(code: string): GameRoom;
  /** Disposes every room (their writes flushed) and closes the store. */
  stop(): Promise<void>;
}

/**
 * A real game server on a free localhost port over a SQLite file, its bots cut to the unit tests'
 * work (2 samples × 24 races) and its seeds fixed, so a game replays. Scripted players answer within
 * a millisecond, faster than any person: `fastPlayers` lifts the message rate limit for them. A
 * `clock` replaces the turn timer's real one.
 */
export async function startServer(
  dbPath: string,
  { seed = 'net-seed', fastPlayers = false, clock }: { seed?: string; fastPlayers?: boolean; clock?: RoomClock } = {},
): Promise<RunningServer> {
  const store = new SqliteGameStore(dbPath);
  const server = createGameServer({
    store,
    botWork: { maxSamples: 2, maxRaces: 24 },
    newSeed: () => seed,
    messagesPerSecond: fastPlayers ? Number.POSITIVE_INFINITY : undefined,
    clock,
  });
  const port = await freePort();
  await server.listen(port, '127.0.0.1');
  await restoreGames(server);
  const test = new ColyseusTestServer(server);
  return {
    server,
    test,
    endpoint: `ws://127.0.0.1:${port}`,
    room: (code) => test.getRoomById<GameRoom>(code),
    stop: async () => {
      await server.gracefullyShutdown(false);
      await store.close();
    },
  };
}

/** A scripted client: keeps every message it receives, in order, and can wait for one. */
export class TestClient {
  readonly received: { type: string; message: unknown }[] = [];
  lobby: LobbyMessage | null = null;
  view: ViewMessage | null = null;
  readonly refusals: RefusedMessage[] = [];
  left: number | null = null;
  private waiters: (() => void)[] = [];

  constructor(public room: SdkRoom) {
    this.listen();
  }

  /** `options`: more of the host's create options (its app's language). */
  static async host(endpoint: string, name: string, options: object = {}): Promise<TestClient> {
    return new TestClient(await new ColyseusSDK(endpoint).create(GAME_ROOM, { name, ...options }));
  }

  static async join(endpoint: string, code: string, options: object): Promise<TestClient> {
    return new TestClient(await new ColyseusSDK(endpoint).joinById(code, options));
  }

  send<K extends ClientMessageType>(type: K, message: ClientMessages[K]): void {
    this.room.send(type, message);
  }

  /** Sends anything at all, as a hostile client would. */
  sendRaw(type: string, message: unknown): void {
    this.room.send(type, message);
  }

  /** Resolves once `test` holds (checked at each message and now); throws if the script failed. */
  async until(test: () => boolean): Promise<void> {
    for (;;) {
      if (this.failure) throw this.failure;
      if (test()) return;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Swaps in the connection of a reconnected room. */
  rebind(room: SdkRoom): void {
    this.room = room;
    this.left = null;
    this.listen();
  }

  /**
   * Plays its own seat's turns with the uniform random bot's choices, from its own view only; a
   * device holding several seats plays each from that seat's view, saying which seat acts.
   */
  autoplay(seed: string): void {
    this.onChange = () => {
      const v = this.view;
      const p = v?.view.pending;
      if (!v || p?.kind !== 'player' || !this.lobby?.yours.includes(p.seat)) return;
      if (this.lobby.stage !== 'playing' || this.actedAt === v.step) return;
      const view = v.held.length > 0 ? v.held.find((h) => h.seat === p.seat)?.view : v.view;
      if (!view) throw new Error(`no view of seat ${p.seat}, which this client holds`);
      this.actedAt = v.step;
      const rng = seedRng(`${seed}/${v.step}`);
      this.send('act', { step: v.step, seat: p.seat, action: randomDecision(view, () => nextFloat(rng)) });
    };
  }

  private onChange: () => void = () => {};
  /** What went wrong in this client's script, if anything did. */
  private failure: Error | null = null;
  private actedAt = -1;

  private listen(): void {
    const room = this.room;
    room.onMessage('*', (type, message) => {
      this.received.push({ type: String(type), message });
      if (type === 'lobby') this.lobby = message as LobbyMessage;
      if (type === 'view') this.view = message as ViewMessage;
      if (type === 'refused') this.refusals.push(message as RefusedMessage);
      try {
        this.onChange();
      } catch (e) {
        this.failure = e instanceof Error ? e : new Error(String(e));
      }
      this.wake();
    });
    room.onLeave((code) => {
      if (room !== this.room) return;
      this.left = code;
      this.wake();
    });
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }
}
