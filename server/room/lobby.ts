import {
  rulesetFor,
  sanitizeName,
  type AnyGameOptions,
  type ClientMessages,
  type GameMode,
  type LobbyMessage,
  type NetBotLevel,
  type NetRefusal,
  type RoomLanguage,
  type TurnSeconds,
} from '../../src-shared/index';
import type { StoredSeat } from '../store/game-store';
import { defaultName } from './default-names';

/** A seat of the room: what the store keeps, and who (a Colyseus session) sits there now. */
export interface Seat extends StoredSeat {
  /** The sessionId of the person seated here; only Colyseus's reconnection token gets it back. */
  occupant: string | null;
  connected: boolean;
  /** Another player on the occupant's device (pass-and-play), not the device's own. */
  local: boolean;
}

type Refusal = { ok: false; error: NetRefusal };
type Done<T = object> = ({ ok: true } & T) | Refusal;

const refuse = (code: NetRefusal['code'], params: NetRefusal['params'] = {}): Refusal => ({
  ok: false,
  error: { code, params },
});

const DEFAULT_SEATS = 4;
const DEFAULT_LEVEL: NetBotLevel = 'easy';

/**
 * Who sits where, the host and the game's options (docs/server.md "Lobby"). Pure bookkeeping:
 * the room turns its answers into messages. People are known by their Colyseus sessionId.
 */
export class Lobby {
  mode: GameMode = 'family';
  starred = false;
  partyOptions: { races?: number; startingMoney?: number } = {};
  /** Seconds per decision before the seat's bot makes it; 0: no timer. */
  turnSeconds: TurnSeconds = 0;
  seats: Seat[];
  host: string | null = null;
  readonly spectators = new Set<string>();
  /** Each person's own name, kept while they are in the room. */
  private readonly names = new Map<string, string>();

  /** `language`: the room's, which its default names are worded in (default-names.ts). */
  constructor(
    seats?: StoredSeat[],
    readonly language: RoomLanguage = 'en',
  ) {
    this.seats = (seats ?? Array.from({ length: DEFAULT_SEATS }, () => null)).map((s, i) =>
      this.emptySeat(i, s?.kind ?? 'open', s?.level ?? DEFAULT_LEVEL, s?.name),
    );
  }

  /**
   * Seats a newcomer in the `wanted` seat if it is an empty open one (as any empty open seat may be
   * taken), else in the first empty open seat (a spectator if they asked or none is left). `local`:
   * the other players on the newcomer's device and their seats (back after a server restart, or
   * following the host to a rematch), each seated too if that seat is empty and open; `inLobby`:
   * before the game, one whose seat is taken (a rematch's host sits elsewhere) sits in the first
   * empty open seat instead, as the newcomer would. In a game under way a seat is its player's.
   */
  join(
    id: string,
    rawName: unknown,
    spectate: boolean,
    wanted?: number,
    local: readonly { seat: number; name: string }[] = [],
    inLobby = false,
  ): number | null {
    const name = sanitizeName(rawName, 'Player');
    this.names.set(id, name);
    const free = (s: Seat | undefined): boolean => s?.kind === 'open' && s.occupant === null;
    const seat = spectate ? -1 : wanted !== undefined && free(this.seats[wanted]) ? wanted : this.seats.findIndex(free);
    if (this.host === null && !spectate) this.host = id;
    if (seat < 0) {
      this.spectators.add(id);
      return null;
    }
    this.sit(id, seat);
    for (const l of local) {
      const at = free(this.seats[l.seat]) ? l.seat : inLobby ? this.seats.findIndex(free) : -1;
      if (at >= 0) this.sit(id, at, this.localName(l.name, at));
    }
    return seat;
  }

  /**
   * Gone for good: the seat is empty again (its bot plays it) and keeps the player's name once the
   * game has it (`keepName`); the host passes to the next seated person.
   */
  leave(id: string, keepName: boolean): void {
    this.spectators.delete(id);
    this.names.delete(id);
    for (const seat of this.seatsOf(id)) this.unseat(seat, keepName);
    if (this.host === id) this.host = this.seats.find((s) => s.occupant !== null)?.occupant ?? null;
  }

  setConnected(id: string, connected: boolean): void {
    for (const seat of this.seatsOf(id)) this.seats[seat].connected = connected;
  }

  /** The person's own seat (not the other players of their device), null for a spectator. */
  seatOf(id: string): number | null {
    const i = this.seats.findIndex((s) => s.occupant === id && !s.local);
    return i < 0 ? null : i;
  }

  /** Every seat the person's device holds: its own first, then the other players on it. */
  seatsOf(id: string): number[] {
    const own = this.seatOf(id);
    const others = this.seats.flatMap((s, i) => (s.occupant === id && s.local ? [i] : []));
    return own === null ? others : [own, ...others];
  }

  /** Host: the mode, the number of seats and the options, checked by the mode's own ruleset. */
  configure(id: string, m: ClientMessages['options']): Done {
    if (id !== this.host) return refuse('NOT_HOST');
    const bounds = rulesetFor(m.mode).seats;
    const occupied = this.seats.reduce((last, s, i) => (s.occupant !== null ? i : last), -1);
    if (m.seats < bounds.min || m.seats > bounds.max || m.seats <= occupied) {
      return refuse('BAD_SEAT', { seats: m.seats, min: Math.max(bounds.min, occupied + 1), max: bounds.max });
    }
    const trial = { mode: m.mode, starred: m.starred, partyOptions: m.partyOptions };
    try {
      rulesetFor(m.mode).newGame(this.optionsWith(trial, m.seats, 'check') as never);
    } catch {
      return refuse('MALFORMED', { field: 'partyOptions' });
    }
    this.mode = m.mode;
    this.starred = m.starred ?? false;
    this.partyOptions = m.partyOptions ?? {};
    this.turnSeconds = m.turnSeconds ?? 0;
    this.seats = Array.from(
      { length: m.seats },
      (_, i) => this.seats[i] ?? this.emptySeat(i, 'open', this.seats.at(-1)?.level ?? DEFAULT_LEVEL),
    );
    return { ok: true };
  }

  /**
   * Host: a seat for a friend or a bot, with its bot's level. Anyone seated: move to an empty open
   * seat, or sit another player of their device in one (pass-and-play).
   */
  setSeat(id: string, m: ClientMessages['seat']): Done {
    const target = this.seats[m.seat];
    if (!target) return refuse('BAD_SEAT', { seat: m.seat });
    if (m.kind === 'local') {
      if (this.seatOf(id) === null) return refuse('NOT_SEATED');
      if (target.kind !== 'open' || target.occupant !== null) return refuse('SEAT_TAKEN', { seat: m.seat });
      this.sit(id, m.seat, this.localName(m.name, m.seat));
      return { ok: true };
    }
    if (m.kind === 'take') {
      const from = this.seatOf(id);
      if (from === null && !this.spectators.has(id)) return refuse('NOT_SEATED');
      if (target.kind !== 'open' || target.occupant !== null) return refuse('SEAT_TAKEN', { seat: m.seat });
      if (from !== null) this.seats[from] = this.emptySeat(from, this.seats[from].kind, this.seats[from].level);
      this.spectators.delete(id);
      this.sit(id, m.seat);
      return { ok: true };
    }
    if (id !== this.host) return refuse('NOT_HOST');
    if (m.kind === 'bot' && target.occupant !== null) return refuse('SEAT_TAKEN', { seat: m.seat });
    Object.assign(target, { kind: m.kind, level: m.level });
    if (target.occupant === null) target.name = defaultName(this.language, m.kind, m.seat);
    return { ok: true };
  }

  /**
   * Host: the person in `seat` must go; returns their id for the room to disconnect. A player added
   * on a device is only unseated (`kicked` null), by the host or by that device.
   */
  kick(id: string, seat: number): Done<{ kicked: string | null }> {
    const target = this.seats[seat];
    if (target?.local && (id === this.host || target.occupant === id)) {
      this.unseat(seat, false);
      return { ok: true, kicked: null };
    }
    if (id !== this.host) return refuse('NOT_HOST');
    const occupant = target?.occupant;
    if (!occupant || occupant === id) return refuse('BAD_SEAT', { seat });
    this.leave(occupant, false);
    return { ok: true, kicked: occupant };
  }

  /** The game's options from the seats: a person's name, or the name of the bot that plays the seat. */
  options(seed: string): AnyGameOptions {
    return this.optionsWith(
      { mode: this.mode, starred: this.starred, partyOptions: this.partyOptions },
      this.seats.length,
      seed,
    );
  }

  /** A restored game's options, as the lobby shows them. */
  showOptions(o: AnyGameOptions): void {
    this.mode = o.mode;
    if (o.mode === 'party') this.partyOptions = { ...o.partyOptions };
    else this.starred = o.starred ?? false;
  }

  /** What the seats are, for the store (who sits there is not kept). */
  storedSeats(): StoredSeat[] {
    return this.seats.map(({ name, kind, level }) => ({ name, kind, level }));
  }

  message(id: string, code: string, stage: LobbyMessage['stage']): LobbyMessage {
    const you = this.seatOf(id);
    return {
      yours: this.seatsOf(id),
      code,
      stage,
      mode: this.mode,
      starred: this.starred,
      partyOptions: { ...this.partyOptions },
      turnSeconds: this.turnSeconds,
      seats: this.seats.map((s) => ({
        name: s.name,
        kind: s.kind,
        level: s.level,
        taken: s.occupant !== null,
        connected: s.connected,
        host: s.occupant !== null && s.occupant === this.host && !s.local,
        device: s.local && s.occupant !== null ? this.seatOf(s.occupant) : null,
      })),
      spectators: this.spectators.size,
      you,
      host: id === this.host,
    };
  }

  /** Seats the person (`name` given: another player of their device, under that name). */
  private sit(id: string, seat: number, name?: string): void {
    const own = { occupant: id, connected: true, local: name !== undefined };
    Object.assign(this.seats[seat], own, { name: name ?? this.names.get(id) ?? 'Player' });
  }

  /** The seat is empty again (its bot plays it), keeping its player's name once the game has it (`keepName`). */
  private unseat(seat: number, keepName: boolean): void {
    const s = this.seats[seat];
    this.seats[seat] = keepName
      ? { ...s, occupant: null, connected: false, local: false }
      : this.emptySeat(seat, s.kind, s.level);
  }

  private optionsWith(
    o: { mode: GameMode; starred?: boolean; partyOptions?: { races?: number; startingMoney?: number } },
    seats: number,
    seed: string,
  ): AnyGameOptions {
    const players = Array.from(
      { length: seats },
      (_, i) => this.seats[i]?.name ?? defaultName(this.language, 'open', i),
    );
    if (o.mode === 'party') return { mode: 'party', players, seed, partyOptions: o.partyOptions };
    return { mode: o.mode, players, seed, starred: o.starred };
  }

  /** Another player of a device as the room shows them. */
  private localName(raw: string, seat: number): string {
    return sanitizeName(raw, defaultName(this.language, 'local', seat));
  }

  private emptySeat(seat: number, kind: 'open' | 'bot', level: NetBotLevel, name?: string): Seat {
    const unnamed = defaultName(this.language, kind, seat);
    return { name: name ?? unnamed, kind, level, occupant: null, connected: false, local: false };
  }
}
