import {
  applyAction,
  newGame,
  pending,
  playerView,
  sampleChance,
  validateAction,
  type Action,
  type ChanceAction,
  type GameOptions,
  type GameRecord,
  type GameState,
  type Pending,
  type PlayerAction,
  type PlayerView,
} from '../../src-shared/index';
import { nextFloat, seedRng } from '../../src-shared/rng';
import { randomAction } from '../../ai/random-bot';
import type { BotBrain, BotLevel } from './bot-brain';
import { describe, type LogEntry } from './log';

/** Who sits where: the human's seat and each bot's level (null for the human). */
export interface Seating {
  humanSeat: number;
  bots: (BotLevel | null)[];
}

export type StepResult =
  | { kind: 'human' }
  | { kind: 'over' }
  | { kind: 'chance'; action: ChanceAction; before: GameState }
  | { kind: 'bot'; seat: number; action: PlayerAction }
  | { kind: 'cancelled' };

/** Writes the game (the record and the state it leads to) through the platform. */
export type Persist = (record: GameRecord, state: GameState) => Promise<void>;

/**
 * One game in progress: the record, the state, the log. Applies the human's actions, steps
 * chance one outcome at a time (so a race can be animated) and asks the bots for theirs.
 * Every rule question goes to the engine.
 */
export class GameSession {
  state: GameState;
  readonly log: LogEntry[] = [];
  /** The bot seat being waited for, if any. */
  thinking: number | null = null;
  private generation = 0;
  private dirty = false;
  private writing: Promise<void> | null = null;

  private readonly record: GameRecord;

  private constructor(
    options: GameOptions,
    readonly seating: Seating,
    private readonly brain: BotBrain,
    private readonly persist: Persist,
  ) {
    this.state = newGame(options);
    this.record = { options, actions: [] };
  }

  /** Throws the engine's EngineException on bad options. */
  static create(options: GameOptions, seating: Seating, brain: BotBrain, persist: Persist): GameSession {
    const s = new GameSession(options, seating, brain, persist);
    s.save();
    return s;
  }

  /** Rebuilds a saved game (and its log) by applying its actions again; throws if the record is damaged. */
  static restore(record: GameRecord, seating: Seating, brain: BotBrain, persist: Persist): GameSession {
    const s = new GameSession(record.options, seating, brain, persist);
    record.actions.forEach((a, i) => {
      const e = s.apply(a);
      if (e) throw new Error(`Damaged save, action ${i + 1}: ${e}`);
    });
    return s;
  }

  get humanSeat(): number {
    return this.seating.humanSeat;
  }

  get actions(): readonly Action[] {
    return this.record.actions;
  }

  view(): PlayerView {
    return playerView(this.state, this.humanSeat);
  }

  whoActs(): Pending {
    return pending(this.state);
  }

  /** The engine's reason this action would be refused now, or null if it is legal. */
  explain(action: PlayerAction): string | null {
    return validateAction(this.state, action)?.message ?? null;
  }

  /** The human's move; returns the engine's message when it is refused. */
  act(action: PlayerAction): string | null {
    const p = this.whoActs();
    if (p.kind !== 'player' || p.seat !== this.humanSeat || action.seat !== this.humanSeat)
      return 'It is not your turn.';
    const e = this.apply(action);
    if (!e) this.save();
    return e;
  }

  /** One step that is not the human's: a chance outcome or a bot's decision. */
  async step(): Promise<StepResult> {
    const p = this.whoActs();
    if (p.kind === 'over') return { kind: 'over' };
    if (p.kind === 'chance') {
      const before = this.state;
      const action = sampleChance(before);
      const e = this.apply(action);
      if (e) throw new Error(`Chance step refused: ${e}`);
      this.save();
      return { kind: 'chance', action, before };
    }
    if (p.seat === this.humanSeat) return { kind: 'human' };
    const generation = this.generation;
    const action = await this.botAction(p.seat);
    if (generation !== this.generation) return { kind: 'cancelled' };
    this.save();
    return { kind: 'bot', seat: p.seat, action };
  }

  /** Stops waiting for a bot: a pending step returns 'cancelled'. */
  dispose(): void {
    this.generation++;
    this.thinking = null;
    this.brain.cancel();
  }

  /** Resolves once every autosave issued so far has been written. */
  flush(): Promise<void> {
    return this.writing ?? Promise.resolve();
  }

  private async botAction(seat: number): Promise<PlayerAction> {
    const level = this.seating.bots[seat] ?? 'easy';
    const view = playerView(this.state, seat);
    const seed = `${this.record.options.seed}/${seat}/${this.actions.length}`;
    const generation = this.generation;
    this.thinking = seat;
    let action: PlayerAction | null = null;
    try {
      action = await this.brain.decide(view, level, seed);
    } catch (e) {
      if (generation === this.generation) console.warn(`Bot at seat ${seat} failed; playing a random move instead.`, e);
    } finally {
      if (generation === this.generation) this.thinking = null;
    }
    if (generation !== this.generation) return action ?? { type: 'pass', seat };
    if (action && !this.apply(action)) return action;
    // A bot must never stall the game: fall back to a legal random move.
    const rng = seedRng(seed);
    const fallback = randomAction(view, () => nextFloat(rng));
    const e = this.apply(fallback);
    if (e) throw new Error(`Bot fallback refused: ${e}`);
    return fallback;
  }

  private apply(action: Action): string | null {
    const before = this.state;
    const r = applyAction(before, action);
    if (!r.ok) return r.error.message;
    this.state = r.state;
    this.record.actions.push(action);
    this.log.push(...describe(before, action, r.state, this.humanSeat));
    return null;
  }

  /** Writes the latest record; saves asked for while one is being written coalesce into one. */
  private save(): void {
    // A save must lead to its position by replay, and replay resolves pending chance steps:
    // so only positions where a player decides (or the game is over) are written.
    if (pending(this.state).kind === 'chance') return;
    this.dirty = true;
    this.writing ??= this.writeLoop();
  }

  private async writeLoop(): Promise<void> {
    while (this.dirty) {
      this.dirty = false;
      try {
        await this.persist({ options: this.record.options, actions: this.record.actions.slice() }, this.state);
      } catch (e) {
        // A failed autosave must not stop play.
        console.warn('Could not save the game:', e);
      }
    }
    this.writing = null;
  }
}
