import {
  SPECTATOR,
  actionSeenBy,
  type AnyGameRecord,
  type AnyGameState,
  type SeatStep,
  type ViewMessage,
} from '../../src-shared/index';
import type { Table } from './table';

/** What a view message adds to the view for the game's log and race (docs/server.md "The log online"). */
export type FeedPart = Pick<ViewMessage, 'from' | 'steps' | 'opening' | 'record'>;

/** Who a connection is: its id and the seat whose view it gets (null: a spectator, the public view). */
export interface Reader {
  id: string;
  seat: number | null;
}

/**
 * What each connection of a room has been told of its game: every action since its last view
 * message, as its seat may know it (engine/seen-action.ts), with its view after each, so the
 * client can write the game's log and stage the race from views alone. A connection keeps its count
 * while dropped, so on its return it gets what it missed; one new to a game under way starts there,
 * and an app without the game's beginning (a reloaded page) asks for it (`rewind`).
 * The steps are worked out on a copy of the game the feed replays from the log, never the table's.
 */
export class SeatFeed {
  private readonly sent = new Map<string, number>();
  /** The game as it stood after `at` actions of the log. */
  private shadow: { state: AnyGameState; at: number };

  /** `present`: the connections there at the start, told the game from its first action. */
  constructor(
    private readonly table: Table,
    present: readonly string[],
  ) {
    this.shadow = { state: table.rules.newGame(table.options), at: 0 };
    for (const id of present) this.sent.set(id, 0);
  }

  /** The feed of each reader since its last message; they are then counted as told up to now. */
  catchUp(readers: readonly Reader[]): Map<string, FeedPart> {
    const log = this.table.log;
    const over = this.table.pending().kind === 'over';
    const record: AnyGameRecord | null = over ? { options: this.table.options, actions: log.slice() } : null;
    const out = new Map<string, FeedPart>();
    const byStart = new Map<number, Reader[]>();
    for (const r of readers) {
      const from = Math.min(this.sent.get(r.id) ?? log.length, log.length);
      this.sent.set(r.id, log.length);
      byStart.set(from, [...(byStart.get(from) ?? []), r]);
    }
    for (const from of [...byStart.keys()].sort((a, b) => a - b)) {
      const group = byStart.get(from)!;
      const seats = [...new Set(group.map((r) => r.seat ?? SPECTATOR))];
      const steps = this.stepsFrom(from, seats);
      for (const r of group) {
        const seat = r.seat ?? SPECTATOR;
        out.set(r.id, { from, steps: steps.get(seat)!.steps, opening: steps.get(seat)!.opening, record });
      }
    }
    return out;
  }

  /** The connection's next message tells the game from its first step (its app lost the beginning). */
  rewind(id: string): void {
    this.sent.set(id, 0);
  }

  /** Forgets a connection gone for good. */
  forget(id: string): void {
    this.sent.delete(id);
  }

  /** For each seat, the log's actions from `from` on as it may know them, with its views. */
  private stepsFrom(
    from: number,
    seats: readonly number[],
  ): Map<number, { steps: SeatStep[]; opening: SeatStep['view'] | null }> {
    const rules = this.table.rules;
    const state = this.stateAt(from);
    const out = new Map(
      seats.map((seat) => [
        seat,
        { steps: [] as SeatStep[], opening: from === 0 ? rules.playerView(state, seat) : null },
      ]),
    );
    for (const a of this.table.log.slice(from)) {
      const seen = seats.map((seat) => actionSeenBy(state, a, seat));
      const error = rules.applyInPlace(state, a);
      if (error) throw new Error(`the log does not replay: ${error.code}`);
      seats.forEach((seat, i) => out.get(seat)!.steps.push({ action: seen[i]!, view: rules.playerView(state, seat) }));
    }
    if (state === this.shadow.state) this.shadow.at = this.table.log.length;
    return out;
  }

  /** The game after `step` actions: the shadow moved on to it, or a new copy when the shadow is past it. */
  private stateAt(step: number): AnyGameState {
    const rules = this.table.rules;
    if (this.shadow.at > step) {
      const state = rules.newGame(this.table.options);
      for (const a of this.table.log.slice(0, step)) rules.applyInPlace(state, a);
      return state;
    }
    for (const a of this.table.log.slice(this.shadow.at, step)) rules.applyInPlace(this.shadow.state, a);
    this.shadow.at = step;
    return this.shadow.state;
  }
}
