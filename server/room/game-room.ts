import { Room, type Client } from '@colyseus/core';
import {
  NET_CLOSE,
  NET_LIMITS,
  joinOptionsSchema,
  parseClientMessage,
  roomLanguageOf,
  type ClientMessageType,
  type ClientMessages,
  type EngineError,
  type NetRefusal,
  type RefusedMessage,
  type RematchMessage,
  type TimerMessage,
  type ViewMessage,
} from '../../src-shared/index';
import type { GameStore, StoredGame } from '../store/game-store';
import { botDecision, type BotWork } from './bots';
import { newInviteCode } from './invite-code';
import { Lobby } from './lobby';
import { RoomWrites } from './room-writes';
import { SeatFeed, type FeedPart } from './seat-feed';
import { Table } from './table';
import { TurnTimer, type Decision, type RoomClock } from './turn-timer';

/** What every room of one server shares; given as the room type's default options, so no client can set it. */
export interface RoomContext {
  store: GameStore;
  botWork: BotWork;
  /** A new game's seed (random unless a test fixes it). */
  newSeed: () => string;
  /** Stored games waiting to be brought back, by a one-time ticket only the server knows. */
  restores: Map<string, StoredGame>;
  messagesPerSecond: number;
  /** The turn timer's clock (tests move it by hand). */
  clock: RoomClock;
}

interface CreateOptions {
  context: RoomContext;
  /** A ticket of `context.restores`: bring that stored game back instead of opening a lobby. */
  restore?: string;
  /** The host's app's language (roomLanguageOf keeps a known one, else English). */
  language?: unknown;
}

type Stage = 'lobby' | 'playing' | 'over';

/** The join options as checked in onAuth. */
interface JoinAuth {
  name?: string;
  spectate: boolean;
  seat?: number;
  local: { seat: number; name: string }[];
}

/**
 * One game online (docs/server.md): a lobby, then the engine's game, every seat seeing only its own
 * view. The room's id is the invite code. Clients send `act` and the lobby messages of
 * src-shared/net/protocol.ts; anything else, or anything malformed, too large or out of turn, is
 * refused to its sender alone with the state untouched.
 */
export class GameRoom extends Room {
  private context!: RoomContext;
  private lobby = new Lobby();
  private stage: Stage = 'lobby';
  /** The game, from the start on. */
  table: Table | null = null;
  /** What each connection has been told of the game (the log's steps), from the start on. */
  private feed: SeatFeed | null = null;
  /** The store's writes, in order; awaited before the room goes. */
  private writes!: RoomWrites;
  private botTurn: NodeJS.Immediate | null = null;
  private timer!: TurnTimer;

  onCreate(options: CreateOptions): void {
    this.context = options.context;
    this.writes = new RoomWrites(this.context.store, () => this.roomId);
    this.timer = new TurnTimer(this.context.clock, {
      started: (d, ms) => this.sendTimer(d, ms),
      timeUp: (d) => this.timeUp(d),
    });
    this.maxClients = NET_LIMITS.clients;
    this.maxMessagesPerSecond = this.context.messagesPerSecond;
    const stored = options.restore === undefined ? undefined : this.context.restores.get(options.restore);
    if (options.restore !== undefined && !stored) throw new Error('no such game to restore');
    if (stored) {
      this.context.restores.delete(options.restore!);
      this.roomId = stored.id;
      this.lobby = new Lobby(stored.seats, stored.language);
      this.lobby.turnSeconds = stored.turnSeconds;
      this.table = Table.restore({ options: stored.options, actions: stored.actions });
      this.feed = new SeatFeed(this.table, []);
      this.stage = this.table.pending().kind === 'over' ? 'over' : 'playing';
      this.lobby.showOptions(this.table.options);
      this.keepWhilePlaying();
    } else {
      this.roomId = newInviteCode();
      this.lobby = new Lobby(undefined, roomLanguageOf(options.language));
    }
    // Unlisted: reached only by its id, the code (joinById), never by `join` or a room listing.
    void this.setPrivate(true);
    this.onMessage('act', (c, m) => this.handle(c, 'act', m, (msg) => this.act(c, msg)));
    this.onMessage('options', (c, m) =>
      this.handle(c, 'options', m, (msg) => this.inLobby(c, 'options', () => this.lobby.configure(c.sessionId, msg))),
    );
    this.onMessage('seat', (c, m) =>
      this.handle(c, 'seat', m, (msg) => this.inLobby(c, 'seat', () => this.lobby.setSeat(c.sessionId, msg))),
    );
    this.onMessage('kick', (c, m) => this.handle(c, 'kick', m, (msg) => this.kick(c, msg)));
    this.onMessage('start', (c, m) => this.handle(c, 'start', m, () => this.start(c)));
    this.onMessage('rematch', (c, m) => this.handle(c, 'rematch', m, (msg) => this.rematch(c, msg)));
    this.onMessage('shown', (c, m) => this.handle(c, 'shown', m, (msg) => this.shown(c, msg)));
    this.onMessage('history', (c, m) => this.handle(c, 'history', m, () => this.history(c)));
    // Colyseus hands here only the types with no handler above.
    this.onMessage('*', (c) => this.refuse(c, 'unknown', { code: 'MALFORMED', params: { field: 'type' } }));
  }

  onAuth(_client: Client, options: unknown): JoinAuth {
    const parsed = joinOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) throw new Error('bad join options');
    const { name, spectate, seat, local } = parsed.data;
    return { name, spectate: spectate ?? false, seat, local: local ?? [] };
  }

  onJoin(client: Client, _options: unknown, auth: JoinAuth): void {
    this.lobby.join(client.sessionId, auth.name, auth.spectate, auth.seat, auth.local, this.stage === 'lobby');
    this.timeTurn();
    this.sendLobby();
    this.sendView(client);
    this.scheduleBots();
  }

  /**
   * A dropped player keeps the seat for the reconnection window, meanwhile its bot plays it; a
   * spectator has nothing to keep and leaves at once (Colyseus calls onLeave when no reconnection is allowed).
   */
  onDrop(client: Client): void {
    if (this.lobby.seatOf(client.sessionId) === null) return;
    this.lobby.setConnected(client.sessionId, false);
    // Refused only while the room is going away (server shutdown): the game stays in the store.
    this.allowReconnection(client, NET_LIMITS.reconnectSeconds).catch(() => undefined);
    this.sendLobby();
    this.scheduleBots();
  }

  onReconnect(client: Client): void {
    this.lobby.setConnected(client.sessionId, true);
    this.timeTurn();
    this.sendLobby();
    this.sendView(client);
  }

  onLeave(client: Client): void {
    this.lobby.leave(client.sessionId, this.stage !== 'lobby');
    this.feed?.forget(client.sessionId);
    this.sendLobby();
    this.scheduleBots();
  }

  async onDispose(): Promise<void> {
    if (this.botTurn) clearImmediate(this.botTurn);
    this.timer.stop();
    await this.writes.flushed();
  }

  /** Resolves once every write so far is in the store. */
  flushed(): Promise<void> {
    return this.writes.flushed();
  }

  private handle<K extends ClientMessageType>(
    client: Client,
    type: K,
    raw: unknown,
    then: (m: ClientMessages[K]) => void,
  ): void {
    const parsed = parseClientMessage(type, raw);
    if (!parsed.ok) this.refuse(client, type, parsed.error);
    else then(parsed.message);
  }

  private inLobby(
    client: Client,
    type: ClientMessageType,
    change: () => { ok: true } | { ok: false; error: NetRefusal },
  ): void {
    if (this.stage !== 'lobby') return this.refuse(client, type, { code: 'NOT_IN_LOBBY', params: {} });
    const r = change();
    if (!r.ok) return this.refuse(client, type, r.error);
    this.sendLobby();
  }

  private kick(client: Client, m: ClientMessages['kick']): void {
    if (this.stage !== 'lobby') return this.refuse(client, 'kick', { code: 'NOT_IN_LOBBY', params: {} });
    const r = this.lobby.kick(client.sessionId, m.seat);
    if (!r.ok) return this.refuse(client, 'kick', r.error);
    if (r.kicked !== null) this.clients.getById(r.kicked)?.leave(NET_CLOSE.kicked);
    this.sendLobby();
  }

  /** The host opened the rematch's room: everyone else here is told its code, to follow. */
  private rematch(client: Client, m: ClientMessages['rematch']): void {
    if (this.stage !== 'over') return this.refuse(client, 'rematch', { code: 'NOT_OVER', params: {} });
    if (client.sessionId !== this.lobby.host) return this.refuse(client, 'rematch', { code: 'NOT_HOST', params: {} });
    const message: RematchMessage = { code: m.code };
    for (const c of this.clients) if (c !== client) c.send('rematch', message);
  }

  private start(client: Client): void {
    if (this.stage !== 'lobby') return this.refuse(client, 'start', { code: 'NOT_IN_LOBBY', params: {} });
    if (client.sessionId !== this.lobby.host) return this.refuse(client, 'start', { code: 'NOT_HOST', params: {} });
    const options = this.lobby.options(this.context.newSeed());
    let table: Table;
    try {
      table = Table.start(options);
    } catch (e) {
      const error = (e as { error?: EngineError }).error;
      return this.refuse(client, 'start', error ?? { code: 'MALFORMED', params: { field: '' } });
    }
    this.table = table;
    const present = this.clients.map((c) => c.sessionId);
    this.feed = new SeatFeed(table, present);
    this.stage = 'playing';
    this.keepWhilePlaying();
    const { turnSeconds, language } = this.lobby;
    this.writes.create({ options, seats: this.lobby.storedSeats(), turnSeconds, language });
    this.writes.append(0, table.log);
    this.afterChange();
  }

  private act(client: Client, m: ClientMessages['act']): void {
    const table = this.table;
    if (this.stage !== 'playing' || !table) return this.refuse(client, 'act', { code: 'NOT_PLAYING', params: {} });
    const own = this.lobby.seatOf(client.sessionId);
    if (own === null) return this.refuse(client, 'act', { code: 'NOT_SEATED', params: {} });
    // A device holding several seats (pass-and-play) says which one acts; only those it holds may.
    const seat = m.seat ?? own;
    if (!this.lobby.seatsOf(client.sessionId).includes(seat)) {
      return this.refuse(client, 'act', { code: 'NOT_YOUR_SEAT', params: { seat } });
    }
    if (m.step !== undefined && m.step !== table.log.length) {
      return this.refuse(client, 'act', { code: 'STALE', params: { step: table.log.length } });
    }
    const before = table.log.length;
    const r = table.act(seat, m.action);
    if (!r.ok) return this.refuse(client, 'act', r.error);
    this.writes.append(before, r.appended);
    this.afterChange();
  }

  /** Runs one bot decision if a seat nobody plays now is to act, then schedules the next. */
  private botStep(): void {
    this.botTurn = null;
    const seat = this.botSeat();
    if (seat !== null) this.playBot(seat);
  }

  /** The seat's bot, at the seat's level, makes the decision pending for it. */
  private playBot(seat: number): void {
    const table = this.table!;
    const level = this.lobby.seats[seat].level;
    const before = table.log.length;
    const r = table.act(seat, botDecision(table, seat, level, this.context.botWork));
    if (!r.ok) {
      // A bot plays only legal moves (ai/ tests); should one not, this game waits and the process lives on.
      console.error(`game ${this.roomId}: the bot of seat ${seat} was refused`, r.error);
      return;
    }
    this.writes.append(before, r.appended);
    this.afterChange();
  }

  /**
   * The seat a bot must play now: the one to act when nobody connected sits there. Bots play
   * only while a seated person is connected, so an abandoned game waits (in the store) for them.
   */
  private botSeat(): number | null {
    const p = this.table?.pending();
    if (this.stage !== 'playing' || p?.kind !== 'player') return null;
    if (!this.lobby.seats.some((s) => s.connected)) return null;
    return this.lobby.seats[p.seat].connected ? null : p.seat;
  }

  /**
   * Times the decision pending while the table has a turn timer, from when a connected player has
   * it; a seat nobody plays now gets no timer, its bot playing at once (botSeat).
   */
  private timeTurn(): void {
    const p = this.table?.pending();
    const decision =
      this.stage === 'playing' && p?.kind === 'player' ? { step: this.table!.log.length, seat: p.seat } : null;
    const start = decision !== null && this.lobby.seats[decision.seat].connected;
    this.timer.set(decision, start, this.lobby.turnSeconds * 1000);
  }

  /**
   * The sender's screen shows step `step`: its decision then pending, if timed, starts its clock.
   * Any other (an older step, another seat's turn, no timer) changes nothing and needs no answer.
   */
  private shown(client: Client, m: ClientMessages['shown']): void {
    // A device holding several seats shows each of their decisions: the one pending is the one timed.
    for (const seat of this.lobby.seatsOf(client.sessionId)) this.timer.shown({ step: m.step, seat });
  }

  /** The sender's app lacks the game's beginning: its view again, with every step from the first. */
  private history(client: Client): void {
    if (!this.feed) return;
    this.feed.rewind(client.sessionId);
    this.sendView(client);
  }

  private sendTimer(d: Decision, ms: number): void {
    const message: TimerMessage = { step: d.step, seat: d.seat, msLeft: ms };
    for (const c of this.clients) c.send('timer', message);
  }

  /** Out of time: the seat's bot makes that decision and the player keeps the seat. */
  private timeUp(d: Decision): void {
    const p = this.table?.pending();
    if (p?.kind !== 'player' || p.seat !== d.seat || this.table!.log.length !== d.step) return;
    // Gone meanwhile: its bot plays it already, if anyone is there to play with (botSeat).
    if (!this.lobby.seats[d.seat].connected) return;
    this.playBot(d.seat);
  }

  private scheduleBots(): void {
    if (this.botTurn === null && this.botSeat() !== null) this.botTurn = setImmediate(() => this.botStep());
  }

  private afterChange(): void {
    if (this.table?.pending().kind === 'over' && this.stage === 'playing') {
      this.stage = 'over';
      this.writes.finish();
      this.keepWhilePlaying();
    }
    this.timeTurn();
    this.sendLobby();
    this.sendViews([...this.clients]);
    this.scheduleBots();
  }

  /**
   * A game being played stays while nobody is in its room, so its players can come back with the
   * code (Colyseus would dispose an empty room); a lobby or a finished game goes once empty.
   */
  private keepWhilePlaying(): void {
    this.autoDispose = this.stage !== 'playing';
  }

  private sendLobby(): void {
    for (const c of this.clients) c.send('lobby', this.lobby.message(c.sessionId, this.roomId, this.stage));
  }

  private sendView(client: Client): void {
    this.sendViews([client]);
  }

  /**
   * Each client's view, with the game's steps it has not been told yet (seat-feed.ts): its seat's,
   * or the public ones for a spectator or a device holding several seats, whose own views come apart.
   */
  private sendViews(clients: readonly Client[]): void {
    if (!this.table || !this.feed) return;
    const readers = clients.map((c) => ({ id: c.sessionId, seat: this.viewerOf(c) }));
    const feed = this.feed.catchUp(readers);
    for (const client of clients) this.sendViewWith(client, feed.get(client.sessionId)!);
  }

  /** Whose view a client reads: its one seat's, else the public view (null). */
  private viewerOf(client: Client): number | null {
    const seats = this.lobby.seatsOf(client.sessionId);
    return seats.length === 1 ? seats[0] : null;
  }

  private sendViewWith(client: Client, told: FeedPart): void {
    const seats = this.lobby.seatsOf(client.sessionId);
    const message: ViewMessage = {
      ...told,
      step: this.table!.log.length,
      view: this.table!.view(this.viewerOf(client)),
      held: seats.length > 1 ? seats.map((seat) => ({ seat, view: this.table!.view(seat) })) : [],
      result: this.stage === 'over' ? this.table!.result() : null,
      timer: this.timer.left(),
    };
    client.send('view', message);
  }

  private refuse(client: Client, to: RefusedMessage['to'], error: RefusedMessage['error']): void {
    const message: RefusedMessage = { to, error };
    client.send('refused', message);
  }
}
