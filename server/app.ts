import { randomBytes, randomUUID } from 'node:crypto';
import { Server, matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { WebSocket as NodeWebSocket } from 'ws';
import { GAME_ROOM, NET_LIMITS } from '../src-shared/index';
import type { BotWork } from './room/bots';
import { GameRoom, type RoomContext } from './room/game-room';
import { realClock, type RoomClock } from './room/turn-timer';
import type { GameStore } from './store/game-store';

// @colyseus/core 0.18 reads the global WebSocket's OPEN when a player reconnects; Node 22 has one, Node 20 not.
globalThis.WebSocket ??= NodeWebSocket as unknown as typeof globalThis.WebSocket;

export interface GameServerConfig {
  store: GameStore;
  /** Work caps for every bot (tests cut them down); each level's own amounts by default. */
  botWork?: BotWork;
  /** A new game's seed; random by default. */
  newSeed?: () => string;
  /** Messages a client may send in a second before it is disconnected; NET_LIMITS's by default. */
  messagesPerSecond?: number;
  /** The turn timer's clock; the real one by default. */
  clock?: RoomClock;
  /**
   * Several processes sharing their rooms (docs/server.md "Several processes"): Colyseus's presence
   * and driver over one Redis, and this process's address as clients reach it, where a seat
   * reserved by another process sends them. One process on its own by default.
   */
  cluster?: { presence: Presence; driver: matchMaker.MatchMakerDriver; publicAddress: string };
}

/**
 * The game server (docs/server.md): Colyseus over WebSockets with one room type, `game`, whose
 * rooms share the store. Not yet listening: `listen(port)` it, or hand it to @colyseus/testing.
 */
export function createGameServer(config: GameServerConfig): Server {
  const context: RoomContext = {
    store: config.store,
    botWork: config.botWork ?? {},
    newSeed: config.newSeed ?? (() => randomBytes(12).toString('hex')),
    restores: new Map(),
    messagesPerSecond: config.messagesPerSecond ?? NET_LIMITS.messagesPerSecond,
    clock: config.clock ?? realClock,
  };
  const server = new Server({
    greet: false,
    // A frame over the cap closes its connection before anything reads it.
    transport: new WebSocketTransport({ maxPayload: NET_LIMITS.frameBytes }),
    ...config.cluster,
  });
  server.define(GAME_ROOM, GameRoom, { context });
  restoreContexts.set(server, context);
  return server;
}

const restoreContexts = new WeakMap<Server, RoomContext>();

/**
 * Brings back every unfinished game of the store that no process runs now, each in a room of this
 * process under its old code, the state rebuilt by the engine's replay. Call once the server
 * listens (Colyseus has then dropped the rooms of processes that died); returns the codes.
 */
export async function restoreGames(server: Server): Promise<string[]> {
  const context = restoreContexts.get(server);
  if (!context) throw new Error('not a game server');
  const codes: string[] = [];
  for (const id of await context.store.unfinished()) {
    // Several processes share the store: a game another one plays, or is bringing back, stays there.
    if (await matchMaker.getRoomById(id)) continue;
    const claim = `hf:restoring:${id}`;
    if ((await matchMaker.presence.hincrbyex(claim, 'n', 1, RESTORE_CLAIM_SECONDS)) !== 1) continue;
    try {
      if (await restoreGame(context, id)) codes.push(id);
    } finally {
      // Listed by now (or failed): the next process to start sees the room, or may try again.
      await matchMaker.presence.del(claim);
    }
  }
  return codes;
}

/** A claim outlives a process that died while restoring by this much (its room never listed). */
const RESTORE_CLAIM_SECONDS = 60;

async function restoreGame(context: RoomContext, id: string): Promise<boolean> {
  const game = await context.store.load(id);
  if (!game) return false;
  const ticket = randomUUID();
  context.restores.set(ticket, game);
  try {
    // Here, not in the least busy process: the ticket is in this one's memory.
    await matchMaker.handleCreateRoom(GAME_ROOM, { restore: ticket });
    return true;
  } catch (e) {
    context.restores.delete(ticket);
    console.error(`game ${id} could not be restored`, e);
    return false;
  }
}
