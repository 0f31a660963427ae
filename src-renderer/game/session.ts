import {
  applyAction,
  describeError,
  newGame,
  pending,
  playerView,
  sampleChance,
  SPECTATOR,
  takeBack,
  undoTarget,
  validateAction,
  type Action,
  type AnyGameOptions,
  type AnyGameRecord,
  type AnyGameState,
  type ChanceAction,
  type EngineError,
  type PartyAction,
  type PartyChanceAction,
  type PartyView,
  type Pending,
  type PlayerAction,
  type PlayerView,
  type UndoTarget,
} from '../../src-shared/index';
import type { SaveAids } from '../../src-shared/save/save-file';
import { fallbackAction } from '../../ai/runtime/fallback';
import type { Refusal } from './refusal-text';
import type { BotClient } from '../../ai/runtime/bot-client';
import type { BotLevel } from './bot-brain';
import type { LogEntry } from './log';
import { seatBots, type SeatBot } from './seating';
import { modeUi } from '../modes/index';

/** Who sits where: each bot's level, null for a human seat (several humans share the screen). */
export interface Seating {
  bots: (BotLevel | null)[];
}

/** The human seats of a seating, in seat order. */
export function humansOf(seating: Seating): number[] {
  return seating.bots.flatMap((level, seat) => (level === null ? [seat] : []));
}

export type StepResult =
  | { kind: 'human'; seat: number }
  | { kind: 'over' }
  // `before`: the state the step was taken from, or online the seat's view of it.
  | { kind: 'chance'; action: ChanceAction | PartyChanceAction; before: AnyGameState | PlayerView | PartyView }
  | { kind: 'bot'; seat: number; action: PlayerAction }
  | { kind: 'cancelled' };

/** Writes the game (the record, the state it leads to, the undos and hints used) through the platform. */
export type Persist = (record: AnyGameRecord, state: AnyGameState, aids: SaveAids) => Promise<void>;

/** A position worth saving: a player decides (or the game is over), so the loader accepts it. */
export interface SavePoint {
  record: AnyGameRecord;
  state: AnyGameState;
  aids: SaveAids;
}

/** Told after each autosave: the error when it failed (the game goes on in memory), null once one succeeds. */
export type SaveListener = (failure: unknown) => void;

/**
 * One game in progress: the record, the state, the log. Applies the human's actions, steps
 * chance one outcome at a time (so a race can be animated) and asks the bots for theirs.
 * Every rule question goes to the engine.
 */
export class GameSession {
  state: AnyGameState;
  readonly log: LogEntry[] = [];
  /** The bot seat being waited for, if any. */
  thinking: number | null = null;
  private generation = 0;
  /** The newest save point not yet written (or whose write failed). */
  private unsaved: SavePoint | null = null;
  private latest: SavePoint | null = null;
  private writing: Promise<void> | null = null;
  /** Disposed: no more steps, moves or writes (the game was left, deleted or replaced). */
  private closed = false;
  /** Read-only: the game is played in another tab, which writes it; this one writes nothing. */
  private suspended = false;
  private listener: SaveListener = () => undefined;
  /** Decisions taken back and hints asked in this game (docs/replays.md), saved with it. */
  private readonly aidsUsed: SaveAids = { undos: 0, hints: 0 };
  /** The log length at the last hint counted: asking again about the same decision counts once. */
  private hintedAt = -1;

  private readonly record: AnyGameRecord;
  /** The human seats; with several, the log keeps only public lines (they share one screen). */
  readonly humans: readonly number[];

  private constructor(
    options: AnyGameOptions,
    readonly seating: Seating,
    private readonly brain: BotClient,
    private readonly persist: Persist,
  ) {
    this.state = newGame(options);
    this.record = { options, actions: [] };
    this.humans = humansOf(seating);
  }

  /** Throws the engine's EngineException on bad options. */
  static create(options: AnyGameOptions, seating: Seating, brain: BotClient, persist: Persist): GameSession {
    const s = new GameSession(options, seating, brain, persist);
    s.save();
    return s;
  }

  /** Rebuilds a saved game (and its log) by applying its actions again; throws if the record is damaged. */
  static restore(
    record: AnyGameRecord,
    seating: Seating,
    brain: BotClient,
    persist: Persist,
    aids: SaveAids = { undos: 0, hints: 0 },
  ): GameSession {
    const s = new GameSession(record.options, seating, brain, persist);
    Object.assign(s.aidsUsed, aids);
    s.replayFrom(record);
    s.latest = s.point();
    return s;
  }

  /** Undos and hints used so far. */
  get aids(): SaveAids {
    return { ...this.aidsUsed };
  }

  /**
   * The person's seat when undo is offered at all: one person alone with bots (never pass-and-play,
   * where a take-back would show the next person's choice), playing here. Null otherwise.
   */
  private get undoSeat(): number | null {
    return this.humans.length === 1 && !this.closed && !this.suspended ? this.humans[0]! : null;
  }

  /**
   * How far the person may take back now (the engine's rule: their own decisions since new information
   * last came out), or null. Cheap when the last step is not theirs, as after every bot's move or draw.
   */
  undoTarget(): UndoTarget | null {
    const seat = this.undoSeat;
    const last = this.record.actions.at(-1);
    if (seat === null || !last || last.type === 'chance' || !('seat' in last) || last.seat !== seat) return null;
    return undoTarget(this.record, seat);
  }

  /**
   * Takes the person's last decision back: a bot still thinking about it is stopped, and the game is
   * the engine's shorter record replayed (the same hidden cards and future draws). Saved, counted.
   */
  undo(): boolean {
    const seat = this.undoSeat;
    if (seat === null || !this.undoTarget()) return false;
    const back = takeBack(this.record, seat, 'one');
    if (!back.ok) return false;
    this.stopBots();
    this.replayFrom(back.record);
    this.aidsUsed.undos++;
    this.save();
    return true;
  }

  /** Counts a hint asked at the decision on the table, once per decision, and saves the count. */
  countHint(): void {
    if (this.hintedAt === this.record.actions.length) return;
    this.hintedAt = this.record.actions.length;
    this.aidsUsed.hints++;
    this.save();
  }

  /** Each seat's bot, level and personality (null for a human seat). */
  get bots(): (SeatBot | null)[] {
    return seatBots(this.record.options.seed, this.seating);
  }

  /** The options the game was started with. */
  get options(): AnyGameOptions {
    return this.record.options;
  }

  get actions(): readonly (Action | PartyAction)[] {
    return this.record.actions;
  }

  /** What `seat` may see; SPECTATOR for the public view (docs/rules.md §10). */
  view(seat: number): PlayerView | PartyView {
    return playerView(this.state, seat);
  }

  /**
   * The log as `view` may read it: a face-down card is named only to whoever may see it (log.ts);
   * `turning`, the lanes turned over so far while the race's start is staged.
   */
  logFor(view: PlayerView | PartyView, turning: readonly number[] | null = null): LogEntry[] {
    return modeUi(view.mode).logFor(this.log, view, turning);
  }

  isHuman(seat: number): boolean {
    return this.humans.includes(seat);
  }

  whoActs(): Pending {
    return pending(this.state);
  }

  /** The engine's reason this action would be refused now, or null if it is legal. */
  explain(action: PlayerAction): EngineError | null {
    return validateAction(this.state, action);
  }

  /** A human's move; returns the engine's refusal when it is refused. */
  act(action: PlayerAction): Refusal | null {
    if (this.closed || this.suspended) return { code: 'GAME_ELSEWHERE', params: {} };
    const p = this.whoActs();
    if (p.kind === 'over') return { code: 'GAME_OVER', params: {} };
    if (p.kind === 'chance') return { code: 'WAITING_FOR_CHANCE', params: {} };
    if (!this.isHuman(p.seat) || action.seat !== p.seat) return { code: 'NOT_YOUR_TURN', params: { seat: p.seat } };
    const e = this.apply(action);
    if (!e) this.save();
    return e;
  }

  /** One step that is not a human's: a chance outcome or a bot's decision. */
  async step(): Promise<StepResult> {
    if (this.closed || this.suspended) return { kind: 'cancelled' };
    const p = this.whoActs();
    if (p.kind === 'over') return { kind: 'over' };
    if (p.kind === 'chance') {
      const before = this.state;
      const action = sampleChance(before);
      const e = this.apply(action);
      if (e) throw new Error(`Chance step refused: ${describeError(e)}`);
      this.save();
      return { kind: 'chance', action, before };
    }
    if (this.isHuman(p.seat)) return { kind: 'human', seat: p.seat };
    const generation = this.generation;
    const action = await this.botAction(p.seat);
    if (generation !== this.generation || this.closed || this.suspended) return { kind: 'cancelled' };
    this.save();
    return { kind: 'bot', seat: p.seat, action };
  }

  /** Ends the game here for good: a pending step returns 'cancelled', nothing more is played or written. */
  dispose(): void {
    this.closed = true;
    this.stopBots();
  }

  /**
   * Disposes the session and resolves once the write already under way (if any) has finished:
   * after that the slot is never written by this game again, so it can be deleted for good.
   */
  async close(): Promise<void> {
    this.dispose();
    this.unsaved = null;
    await this.flush();
  }

  /** Another tab plays this game: stop playing and writing here until `resume`. */
  suspend(): void {
    this.suspended = true;
    this.unsaved = null;
    this.stopBots();
  }

  resume(): void {
    this.suspended = false;
  }

  get readOnly(): boolean {
    return this.suspended;
  }

  /** Hears about failed autosaves (and the first success after one). */
  onSave(listener: SaveListener): void {
    this.listener = listener;
  }

  /** Writes the newest save point again (after a failure). */
  retrySave(): Promise<void> {
    if (this.latest && !this.closed && !this.suspended) {
      this.unsaved = this.latest;
      this.writing ??= this.writeLoop();
    }
    return this.flush();
  }

  /** The newest position that can be saved (for exporting the game when its autosave fails). */
  savePoint(): SavePoint | null {
    return this.latest;
  }

  /** Resolves once every autosave issued so far has been written (or has failed). */
  flush(): Promise<void> {
    return this.writing ?? Promise.resolve();
  }

  /** Starts the game over and applies `record`'s actions: the state, the log and the record are its. */
  private replayFrom(record: AnyGameRecord): void {
    this.state = newGame(record.options);
    this.record.actions.length = 0;
    this.log.length = 0;
    record.actions.forEach((a, i) => {
      const e = this.apply(a);
      if (e) throw new Error(`Damaged save, action ${i + 1}: ${describeError(e)}`);
    });
  }

  private point(): SavePoint {
    return {
      record: { options: this.record.options, actions: this.record.actions.slice() },
      state: this.state,
      aids: this.aids,
    };
  }

  private stopBots(): void {
    this.generation++;
    this.thinking = null;
    this.brain.cancel();
  }

  private async botAction(seat: number): Promise<PlayerAction> {
    const level = this.seating.bots[seat] ?? 'easy';
    const personality = this.bots[seat]?.personality ?? undefined;
    const view = playerView(this.state, seat);
    const seed = `${this.record.options.seed}/${seat}/${this.actions.length}`;
    const generation = this.generation;
    this.thinking = seat;
    let action: PlayerAction | null = null;
    try {
      action = await this.brain.decide(view, level, seed, { personality });
    } catch (e) {
      if (generation === this.generation) console.warn(`Bot at seat ${seat} failed; playing a random move instead.`, e);
    } finally {
      if (generation === this.generation) this.thinking = null;
    }
    if (generation !== this.generation) return action ?? { type: 'pass', seat };
    if (action && !this.apply(action)) return action;
    // A bot must never stall the game: fall back to a legal random move.
    const fallback = fallbackAction(view, seed);
    const e = this.apply(fallback);
    if (e) throw new Error(`Bot fallback refused: ${describeError(e)}`);
    return fallback;
  }

  private apply(action: Action | PartyAction): EngineError | null {
    const before = this.state;
    const r = applyAction(before, action);
    if (!r.ok) return r.error;
    const after = r.state;
    this.state = after;
    this.record.actions.push(action);
    const viewer = this.humans.length === 1 ? this.humans[0]! : SPECTATOR;
    this.log.push(...modeUi(after.mode).describe(before, action, after, viewer));
    return null;
  }

  /**
   * Takes a save point now and writes it; points taken while one is being written coalesce
   * into the newest. The point is taken here, not when the write starts: by then the game may
   * be in the middle of a race, a position the loader refuses (replay resolves chance steps).
   */
  private save(): void {
    if (this.closed || this.suspended || pending(this.state).kind === 'chance') return;
    this.latest = this.point();
    this.unsaved = this.latest;
    this.writing ??= this.writeLoop();
  }

  private async writeLoop(): Promise<void> {
    while (this.unsaved) {
      const point = this.unsaved;
      this.unsaved = null;
      try {
        await this.persist(point.record, point.state, point.aids);
        this.listener(null);
      } catch (e) {
        // Play goes on in memory; the listener shows the problem (with Retry and Export).
        this.listener(e);
      }
    }
    this.writing = null;
  }
}
