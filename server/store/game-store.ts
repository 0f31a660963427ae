import {
  TURN_SECONDS,
  type AnyGameOptions,
  type AnyGameRecord,
  type NetBotLevel,
  type RoomLanguage,
  type TurnSeconds,
} from '../../src-shared/index';

/** A seat as the store keeps it: its name, its kind and its bot's level (who sat there is not kept). */
export interface StoredSeat {
  name: string;
  kind: 'open' | 'bot';
  level: NetBotLevel;
}

/** A started game as stored: enough to bring its room back (docs/server.md "Persistence"). */
export interface StoredGame {
  /** The room's invite code, which is its id. */
  id: string;
  options: AnyGameOptions;
  seats: StoredSeat[];
  /** The room's turn timer (seconds per decision; 0: none), which the engine's options do not hold. */
  turnSeconds: TurnSeconds;
  /** The room's language, its default names' (a game stored before the room had one: English). */
  language: RoomLanguage;
  /** Every action in order, chance steps included. */
  actions: AnyGameRecord['actions'];
  finished: boolean;
}

/** A game as a room stores it when it starts. */
export type NewGame = Omit<StoredGame, 'actions' | 'finished'>;

/**
 * The turn seconds as read back from a store: a game stored before the timer was kept (no value),
 * or with a value no longer offered, plays on with no timer.
 */
export function storedTurnSeconds(value: unknown): TurnSeconds {
  return TURN_SECONDS.find((s) => s === value) ?? 0;
}

/**
 * Where rooms keep their games: the options when a game starts, each action as it happens, the end.
 * Asynchronous, so a store over the network (PostgreSQL) has the same shape as the embedded one.
 * A room calls it in order and waits for nothing but its own previous write.
 */
export interface GameStore {
  create(game: NewGame): Promise<void>;
  /** Appends the action at `index` (the log's length before it); refuses a gap or a repeat. */
  append(id: string, index: number, action: AnyGameRecord['actions'][number]): Promise<void>;
  finish(id: string): Promise<void>;
  /** The ids of the games not finished, oldest first. */
  unfinished(): Promise<string[]>;
  load(id: string): Promise<StoredGame | null>;
  close(): Promise<void>;
}
