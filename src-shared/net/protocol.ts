import { z } from 'zod';
import type { EngineError } from '../engine/core/errors';
import { PARTY_LIMITS } from '../engine/party/setup';
import type { FinalScore, GameMode } from '../engine/core/types';
import type { PlayerView } from '../engine/core/view';
import type { AnyGameRecord, PartyAction, PartyScore } from '../engine/party/types';
import type { PartyView } from '../engine/party/view';
import type { Standing } from '../engine/ruleset';
import type { SeenAction } from '../engine/seen-action';

/**
 * The wire contract of online play (docs/server.md "Protocol"): the messages a client sends to a
 * game room and those the room sends back, with their limits. Colyseus carries them (its message
 * types are the keys below); the payloads are plain data, checked here with zod on arrival.
 */

/** The room's name in Colyseus's matchmaking. */
export const GAME_ROOM = 'game';

/** Limits every server enforces and every client should respect (docs/server.md "Limits"). */
export const NET_LIMITS = {
  /** A client message's payload, as JSON, at most this many characters; larger is refused. */
  messageChars: 4096,
  /** The WebSocket frame cap: a frame over it closes the connection. */
  frameBytes: 16_384,
  /** Messages a client may send in one second before it is disconnected. */
  messagesPerSecond: 20,
  /** A player's name after sanitising. */
  nameChars: 24,
  /** People in one room, seated or watching. */
  clients: 32,
  /** Seconds a dropped player has to reconnect to the seat. */
  reconnectSeconds: 120,
} as const;

/**
 * Invite codes: ten characters from an alphabet with no look-alikes (no 0/O, 1/I/L), about 49.5
 * bits, drawn by the server with a cryptographic generator; the code is the room's id.
 */
export const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_LENGTH = 10;
export const inviteCodeSchema = z
  .string()
  .length(INVITE_LENGTH)
  .regex(new RegExp(`^[${INVITE_ALPHABET}]+$`));

/** The bot levels a seat may have (ai/levels.ts BOT_LEVELS; a server test keeps them equal). */
export const NET_BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type NetBotLevel = (typeof NET_BOT_LEVELS)[number];
const botLevel = z.enum(NET_BOT_LEVELS);
const mode = z.enum(['family', 'board', 'party']);
const seatIndex = z.number().int().min(0).max(63);

/**
 * The turn timer's choices, seconds per decision; 0 is no timer. When the seat to act lets one run
 * out, the room plays that decision with the seat's bot and the player stays seated.
 */
export const TURN_SECONDS = [0, 30, 60, 120] as const;
export type TurnSeconds = (typeof TURN_SECONDS)[number];
const turnSeconds = z.literal(TURN_SECONDS);
const partyOptions = z.object({
  races: z.number().int().min(PARTY_LIMITS.races.min).max(PARTY_LIMITS.races.max).optional(),
  startingMoney: z.number().int().min(PARTY_LIMITS.startingMoney.min).max(PARTY_LIMITS.startingMoney.max).optional(),
});

/**
 * The languages a room words its default names in (an open seat's, a bot's, another player of a
 * device's): the app's. The host's app states its own when it creates the room; another is English.
 */
export const ROOM_LANGUAGES = ['en', 'fr', 'it'] as const;
export type RoomLanguage = (typeof ROOM_LANGUAGES)[number];

/** The room's language from what the host's app stated (or a store kept): one of ROOM_LANGUAGES, else English. */
export function roomLanguageOf(stated: unknown): RoomLanguage {
  return ROOM_LANGUAGES.find((l) => l === stated) ?? 'en';
}

/** What a client passes to `create` (the host) or `joinById(code, …)` (a friend or a spectator). */
export const joinOptionsSchema = z.object({
  name: z.string().max(200).optional(),
  /** The host, creating the room: its app's language (ROOM_LANGUAGES; any other code is English). */
  language: z.string().max(16).optional(),
  /** Watch only: no seat, the public view. */
  spectate: z.boolean().optional(),
  /** The seat wanted, taken if it is an empty open one: a player coming back after the server restarted. */
  seat: seatIndex.optional(),
  /**
   * The other players on this device (pass-and-play) and their seats, each taken too if an empty
   * open one: a device coming back after the server restarted, or following the host to a rematch.
   */
  local: z
    .array(z.object({ seat: seatIndex, name: z.string().max(200) }))
    .max(64)
    .optional(),
});
export type JoinOptions = z.infer<typeof joinOptionsSchema>;

/** Client → server. */
export const clientMessageSchemas = {
  /**
   * Play an action for `seat`, one the sender holds (its own if left out); `step` (the view's)
   * refuses it if the game moved on.
   */
  act: z.object({ step: z.number().int().min(0).optional(), seat: seatIndex.optional(), action: z.unknown() }),
  /**
   * Host, before the start: the mode, how many seats, the mode's options and the turn timer; an
   * option left out is off (or the mode's default).
   */
  options: z.object({
    mode,
    seats: z.number().int().min(1).max(64),
    starred: z.boolean().optional(),
    partyOptions: partyOptions.optional(),
    turnSeconds: turnSeconds.optional(),
  }),
  /**
   * Before the start: the host makes a seat `open` (for a friend; a bot plays it while empty) or a
   * `bot`'s, with the level its bot plays; anyone seated may `take` an open, empty seat, or sit
   * another player of their device there (`local`, pass-and-play: that player's name).
   */
  seat: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('open'), seat: seatIndex, level: botLevel }),
    z.object({ kind: z.literal('bot'), seat: seatIndex, level: botLevel }),
    z.object({ kind: z.literal('take'), seat: seatIndex }),
    z.object({ kind: z.literal('local'), seat: seatIndex, name: z.string().max(200) }),
  ]),
  /**
   * Before the start: the host sends the person in that seat away. A player added on a device (a
   * `local` seat) is only unseated, the device staying; that device may unseat them too.
   */
  kick: z.object({ seat: seatIndex }),
  /** Host: begin the game; empty open seats are played by their bots. */
  start: z.object({}),
  /** Host, once the game is over: the new room of the rematch, whose code the room passes to everyone in it. */
  rematch: z.object({ code: inviteCodeSchema }),
  /**
   * The sender's screen now shows the view of step `step`, the race before it staged: the turn timer
   * of the sender's decision pending at that step starts now (docs/server.md "Turn timer").
   */
  shown: z.object({ step: z.number().int().min(0) }),
  /**
   * The sender's app lacks the game's beginning (the page was reloaded, or came to a game under way):
   * its next view message tells the whole game from the first step, as its seat may know it.
   */
  history: z.object({}),
} as const;
export type ClientMessages = { [K in keyof typeof clientMessageSchemas]: z.infer<(typeof clientMessageSchemas)[K]> };
export type ClientMessageType = keyof ClientMessages;

/** One seat as everyone in the room sees it. */
export interface LobbySeat {
  /** The player's name, or the bot's. */
  name: string;
  /** `bot`: a bot's seat; `open`: a friend's, played by its bot while nobody sits there. */
  kind: 'open' | 'bot';
  /**
   * The level of the bot that plays this seat when nobody does: a bot's seat, or a friend's while it
   * is empty, its player away or out of time (the stand-in the host chose for that seat).
   */
  level: NetBotLevel;
  /** Someone sits here (connected or within the reconnection window). */
  taken: boolean;
  /** That person's connection is up now. */
  connected: boolean;
  host: boolean;
  /** A player on another's device (pass-and-play): the seat of that device's own player, else null. */
  device: number | null;
}

/** Server → client: the room, sent to each client on every change (`you` is that client's seat). */
export interface LobbyMessage {
  code: string;
  stage: 'lobby' | 'playing' | 'over';
  mode: GameMode;
  starred: boolean;
  partyOptions: { races?: number; startingMoney?: number };
  /** Seconds each decision may take before the seat's bot makes it; 0: no timer. */
  turnSeconds: TurnSeconds;
  seats: LobbySeat[];
  spectators: number;
  /** The receiver's own seat, or null for a spectator. */
  you: number | null;
  /** Every seat the receiver's device holds: its own first, then the players added on it (pass-and-play). */
  yours: number[];
  /** Whether the receiver is the host. */
  host: boolean;
}

/** One action of the game as the receiver may know it (engine/seen-action.ts), and their view just after it. */
export interface SeatStep {
  action: SeenAction | PartyAction;
  view: PlayerView | PartyView;
}

/** The view of one seat a device holds. */
export interface HeldView {
  seat: number;
  view: PlayerView | PartyView;
}

/**
 * Server → client: the receiver's own view after step `step`; a spectator's, or a device's holding
 * several seats (pass-and-play), is the public view, each seat's own then coming in `held`.
 */
export interface ViewMessage {
  /** How many actions (chance steps included) the game's log holds. */
  step: number;
  view: PlayerView | PartyView;
  /** A device holding several seats: the view of each, tagged with its seat; empty otherwise. */
  held: HeldView[];
  /** The final standing once the game is over (public then), else null. */
  result: Standing<FinalScore> | Standing<PartyScore> | null;
  /**
   * The turn timer of the decision pending, if one runs: its seat and the milliseconds left when the
   * server sent this. Clients count down from the message's arrival on their own clock (the server's
   * and theirs need not agree); the server alone decides when time is up. Null too while the
   * decision's clock waits for its seat's screen to show it (`shown`; a `timer` message follows).
   */
  timer: { seat: number; msLeft: number } | null;
  /**
   * The actions since step `from`, each as the receiver may know it with their view after it, for
   * the game's log and the race's staging (server/room/seat-feed.ts): `from` is the step of the last view
   * this connection got (0 at the game's start); a connection new to a game under way gets none.
   */
  from: number;
  steps: SeatStep[];
  /** With steps from 0: the receiver's view before the first of them. */
  opening: PlayerView | PartyView | null;
  /** Once the game is over, the whole game (options, seed, every action) for its replay: public then. */
  record: AnyGameRecord | null;
}

/** Why the server refused a client's message (the engine's own refusals are passed on as they are). */
export const NET_REFUSALS = [
  'MALFORMED',
  'TOO_LARGE',
  'NOT_HOST',
  'NOT_SEATED',
  'NOT_YOUR_TURN',
  'STALE',
  'NOT_IN_LOBBY',
  'NOT_PLAYING',
  'BAD_SEAT',
  'SEAT_TAKEN',
  'NOT_OVER',
  'NOT_YOUR_SEAT',
] as const;
export type NetRefusalCode = (typeof NET_REFUSALS)[number];
export interface NetRefusal {
  code: NetRefusalCode;
  params: Record<string, string | number>;
}

/** Server → client: a refusal of the receiver's own message; nothing changed. */
export interface RefusedMessage {
  /** The refused message's type. */
  to: ClientMessageType | 'unknown';
  error: EngineError | NetRefusal;
}

/** Server → the others in a finished game's room: the host opened the rematch's room, `code`. */
export interface RematchMessage {
  code: string;
}

/** Server → everyone: the clock of the decision pending at `step` started (its seat's screen shows it), `msLeft` to go. */
export interface TimerMessage {
  step: number;
  seat: number;
  msLeft: number;
}

export interface ServerMessages {
  lobby: LobbyMessage;
  view: ViewMessage;
  refused: RefusedMessage;
  rematch: RematchMessage;
  timer: TimerMessage;
}

/**
 * Close codes: the server's own (kicked) and Colyseus's for a room left on purpose (its
 * CloseCode.CONSENTED, named here so the app need not load the SDK to read it; a server test checks it).
 */
export const NET_CLOSE = { kicked: 4101, consented: 4000 } as const;

/**
 * Checks a client message's payload: its size as JSON, then its shape. Returns the typed message
 * or the refusal (TOO_LARGE, MALFORMED with the first wrong field).
 */
export function parseClientMessage<K extends ClientMessageType>(
  type: K,
  raw: unknown,
): { ok: true; message: ClientMessages[K] } | { ok: false; error: NetRefusal } {
  let json: string | undefined;
  try {
    json = JSON.stringify(raw);
  } catch {
    return { ok: false, error: { code: 'MALFORMED', params: { field: '' } } };
  }
  if (json === undefined) return { ok: false, error: { code: 'MALFORMED', params: { field: '' } } };
  if (json.length > NET_LIMITS.messageChars) {
    return { ok: false, error: { code: 'TOO_LARGE', params: { limit: NET_LIMITS.messageChars } } };
  }
  // Parsed from the JSON text, so what is checked is plain data (no Map, Date or binary from msgpack).
  const r = clientMessageSchemas[type].safeParse(JSON.parse(json));
  if (!r.success)
    return { ok: false, error: { code: 'MALFORMED', params: { field: r.error.issues[0].path.join('.') } } };
  return { ok: true, message: r.data as ClientMessages[K] };
}

/**
 * A player's name as the room shows it: control and format characters (bidi overrides, zero-width
 * marks) removed, runs of white space made one space, trimmed, cut to NET_LIMITS.nameChars
 * characters (whole code points); `fallback` when nothing is left.
 */
export function sanitizeName(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string') return fallback;
  const cleaned = raw
    .slice(0, 400)
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, '')
    .trim();
  const cut = Array.from(cleaned).slice(0, NET_LIMITS.nameChars).join('').trim();
  return cut === '' ? fallback : cut;
}
