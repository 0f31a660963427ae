import {
  GAME_ROOM,
  NET_CLOSE,
  type ClientMessageType,
  type ClientMessages,
  type JoinOptions,
  type LobbyMessage,
  type RefusedMessage,
  type RematchMessage,
  type RoomLanguage,
  type TimerMessage,
  type ViewMessage,
} from '../../src-shared/index';
import { loadLocale } from '../i18n/locale-choice';

/**
 * The app's side of the game server's protocol (docs/server.md): one Colyseus room, the messages of
 * src-shared/net/protocol.ts, and the reconnection token kept so a reloaded page gets its seat back.
 */

/** What the client uses of a Colyseus room (the SDK's Room has it all; tests pass a fake). */
export interface NetRoom {
  readonly roomId: string;
  readonly reconnectionToken: string;
  send(type: string, payload: unknown): void;
  onMessage(type: '*', cb: (type: string | number, payload: unknown) => void): unknown;
  onLeave(cb: (code: number) => void): unknown;
  onDrop(cb: (code: number) => void): unknown;
  onReconnect(cb: () => void): unknown;
  leave(consented?: boolean): Promise<unknown>;
}

/** Colyseus's matchmaking at one address: host, join by code, come back with a token. */
export interface NetLink {
  create(options: { name: string; language: RoomLanguage }): Promise<NetRoom>;
  joinById(code: string, options: JoinOptions): Promise<NetRoom>;
  reconnect(token: string): Promise<NetRoom>;
}

/** The real link, over @colyseus/sdk: loaded when first used, so a game offline never loads it. */
export function colyseusLink(address: string): NetLink {
  let sdk: Promise<import('@colyseus/sdk').ColyseusSDK> | null = null;
  const link = () => (sdk ??= import('@colyseus/sdk').then(({ ColyseusSDK }) => new ColyseusSDK(address)));
  return {
    create: async (options) => (await link()).create(GAME_ROOM, options) as Promise<NetRoom>,
    joinById: async (code, options) => (await link()).joinById(code, options) as Promise<NetRoom>,
    reconnect: async (token) => (await link()).reconnect(token) as Promise<NetRoom>,
  };
}

/** What the room tells the app. */
export interface RoomEvents {
  lobby(m: LobbyMessage): void;
  view(m: ViewMessage): void;
  refused(m: RefusedMessage): void;
  /** The host opened the rematch's room. */
  rematch(m: RematchMessage): void;
  /** The clock of a decision started, its seat's screen showing it. */
  timer(m: TimerMessage): void;
  /** The connection dropped; the SDK tries to reconnect (the seat is kept NET_LIMITS.reconnectSeconds). */
  drop(): void;
  /** Back after a drop. */
  reconnect(): void;
  /** Gone for good: the close code (NET_CLOSE.kicked when the host sent this player away). */
  leave(code: number): void;
}

/** Whether a room left with this close code may have the player's seat again: not kicked, not left on purpose. */
export function mayComeBack(code: number): boolean {
  return code !== NET_CLOSE.kicked && code !== NET_CLOSE.consented;
}

/** The other players on this device (pass-and-play) and their seats. */
export type LocalPlayers = { seat: number; name: string }[];

/**
 * Where a reloaded page finds its seat again: per tab (sessionStorage), so two tabs are two players.
 * `seat` and `name` (once the lobby named them) ask for the seat again by the code when the token no
 * longer works: the server restarted and brought the game back, but not its connections; `local`,
 * the seats of the other players on this device, asked for with it (the token covers them all).
 */
export interface Rejoin {
  address: string;
  code: string;
  token: string;
  seat?: number;
  name?: string;
  local?: LocalPlayers;
}

/** This device's seats as the lobby says them: its own player's, and the others'. */
interface Held {
  seat: number;
  name: string;
  local?: LocalPlayers;
}
const REJOIN_KEY = 'horse-fever:online';

export function loadRejoin(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): Rejoin | null {
  try {
    const r = JSON.parse(storage?.getItem(REJOIN_KEY) ?? 'null') as Partial<Rejoin> | null;
    if (typeof r?.address !== 'string' || typeof r.code !== 'string' || typeof r.token !== 'string') return null;
    const seated = typeof r.seat === 'number' && typeof r.name === 'string';
    const local = keptLocal(r.local);
    return {
      address: r.address,
      code: r.code,
      token: r.token,
      ...(seated ? { seat: r.seat, name: r.name, ...(local.length > 0 ? { local } : {}) } : {}),
    };
  } catch {
    return null;
  }
}

/** The other players on this device (pass-and-play) and their seats, as the lobby says them. */
export function localPlayers(lobby: LobbyMessage): LocalPlayers {
  return lobby.yours.filter((s) => s !== lobby.you).map((seat) => ({ seat, name: lobby.seats[seat]?.name ?? '' }));
}

/** Kept local players, those well formed only. */
function keptLocal(raw: unknown): LocalPlayers {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (p): p is LocalPlayers[number] =>
      typeof (p as { seat?: unknown })?.seat === 'number' && typeof (p as { name?: unknown })?.name === 'string',
  );
}

export function saveRejoin(
  r: Rejoin | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage,
): void {
  if (r) storage?.setItem(REJOIN_KEY, JSON.stringify(r));
  else storage?.removeItem(REJOIN_KEY);
}

/** One seat's connection to one room: sends the protocol's messages, hands what comes back to `events`. */
export class OnlineConnection {
  private closed = false;

  constructor(
    readonly address: string,
    private readonly room: NetRoom,
    private readonly events: RoomEvents,
    /** This player's seat and name, as the last lobby message said (or the kept ones, coming back). */
    private seat: Held | null = null,
  ) {
    room.onMessage('*', (type, payload) => {
      if (type === 'lobby') this.onLobby(payload as LobbyMessage, events);
      else if (type === 'view') events.view(payload as ViewMessage);
      else if (type === 'refused') events.refused(payload as RefusedMessage);
      else if (type === 'rematch') events.rematch(payload as RematchMessage);
      else if (type === 'timer') events.timer(payload as TimerMessage);
    });
    room.onDrop(() => events.drop());
    room.onReconnect(() => {
      this.keepToken();
      events.reconnect();
    });
    room.onLeave((code) => {
      if (this.closed) return;
      this.closed = true;
      // Sent away or left on purpose: nothing to come back to. Cut off otherwise (the server
      // restarted, say): the seat may be asked for again (rejoinRoom).
      if (!mayComeBack(code)) saveRejoin(null);
      events.leave(code);
    });
    this.keepToken();
  }

  get code(): string {
    return this.room.roomId;
  }

  send<K extends ClientMessageType>(type: K, message: ClientMessages[K]): void {
    if (!this.closed) this.room.send(type, message);
  }

  /** Leaves the room for good (the seat's bot plays on): no token is kept. */
  async leave(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    saveRejoin(null);
    await this.room.leave(true).catch(() => undefined);
  }

  private onLobby(m: LobbyMessage, events: RoomEvents): void {
    const seated = typeof m.you === 'number' ? m.seats[m.you] : undefined;
    const local = seated ? localPlayers(m) : [];
    const seat = seated ? { seat: m.you!, name: seated.name, ...(local.length > 0 ? { local } : {}) } : null;
    if (JSON.stringify(seat) !== JSON.stringify(this.seat)) {
      this.seat = seat;
      this.keepToken();
    }
    events.lobby(m);
  }

  private keepToken(): void {
    saveRejoin({ address: this.address, code: this.room.roomId, token: this.room.reconnectionToken, ...this.seat });
  }
}

/**
 * Hosts a new room: the host's seat is the first. The room words its default names (an open seat's,
 * a bot's) in the app's language, the one chosen last (app.vue saves each choice).
 */
export async function hostRoom(
  link: NetLink,
  address: string,
  name: string,
  events: RoomEvents,
): Promise<OnlineConnection> {
  return new OnlineConnection(address, await link.create({ name, language: loadLocale() }), events);
}

/** Joins a friend's room by its invite code, to sit at the first free friend's seat or (`spectate`) to watch. */
export async function joinRoom(
  link: NetLink,
  address: string,
  code: string,
  options: { name: string; spectate: boolean; seat?: number; local?: LocalPlayers },
  events: RoomEvents,
): Promise<OnlineConnection> {
  return new OnlineConnection(address, await link.joinById(code, options), events);
}

/**
 * Takes the seat back after a reload, with the token this tab kept, or else (the server restarted:
 * the game is back, its connections are not) by the code, asking for the same seat; null when there
 * is nothing to take back or neither works.
 */
export async function rejoinRoom(
  link: (address: string) => NetLink,
  events: RoomEvents,
): Promise<OnlineConnection | null> {
  const r = loadRejoin();
  if (!r) return null;
  const server = link(r.address);
  const seat =
    r.seat === undefined ? null : { seat: r.seat, name: r.name ?? '', ...(r.local ? { local: r.local } : {}) };
  try {
    return new OnlineConnection(r.address, await server.reconnect(r.token), events, seat);
  } catch {
    if (seat) {
      try {
        const local = seat.local ? { local: seat.local } : {};
        const room = await server.joinById(r.code, { name: seat.name, seat: seat.seat, ...local });
        return new OnlineConnection(r.address, room, events, seat);
      } catch {
        // The game is gone too: nothing to come back to.
      }
    }
    saveRejoin(null);
    return null;
  }
}
