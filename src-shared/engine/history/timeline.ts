import type { PlayerView } from '../core/view';
import { plainCopy } from '../core/plain-copy';
import { rulesetFor, type AnyRuleset } from '../modes';
import type { AnyGameRecord, AnyGameState } from '../party/types';
import type { PartyView } from '../party/view';
import type { HistoryResult } from './refusals';
import { walkRecord, type Step } from './steps';

/** How a replay steps forward or back: to the next decision, the next phase's start or the next round's. */
export type StopKind = 'decision' | 'phase' | 'round';

/** A checkpoint every this many steps: scrubbing replays at most this many from the nearest one. */
const CHECKPOINT_EVERY = 32;

/**
 * A recorded game to watch (docs/replays.md "Timeline"). A position is a moment between steps of
 * the complete log: position p is the state after its first p steps, the moment step p is taken
 * (0 is the new game, `steps.length` the last state). The record is walked once, keeping a copy of
 * the state every CHECKPOINT_EVERY steps, so any position costs at most that many steps to reach.
 */
export class Timeline {
  /** The game with every chance step in its log. */
  readonly record: AnyGameRecord;
  readonly steps: readonly Step[];
  /** The game is over: only then may a replay show every hidden card. */
  readonly finished: boolean;
  /** Positions where a seat decides, in order. */
  readonly decisions: readonly number[];
  /** Positions where a phase begins (the first step taken in it), in order. */
  readonly phases: readonly number[];
  /** Positions where a round begins (its first step), in order. */
  readonly rounds: readonly number[];
  private readonly rules: AnyRuleset;
  private readonly checkpoints: AnyGameState[] = [];

  constructor(record: AnyGameRecord) {
    const w = walkRecord(record, (s, position) => {
      if (position % CHECKPOINT_EVERY === 0) this.checkpoints.push(plainCopy(s));
    });
    this.rules = rulesetFor(record.options);
    this.record = w.record;
    this.steps = w.steps;
    this.finished = w.end.over;
    this.decisions = w.steps.filter((st) => st.actor !== 'chance').map((st) => st.index);
    const starts = (key: (st: Step) => string | number): number[] =>
      w.steps.filter((st, i) => i === 0 || key(w.steps[i - 1]) !== key(st)).map((st) => st.index);
    this.phases = starts((st) => `${st.round} ${st.phase}`);
    this.rounds = starts((st) => st.round);
  }

  /** The next stop of `kind` after `position` (direction 1) or before it (-1); the ends when there is none. */
  stop(position: number, kind: StopKind, direction: 1 | -1): number {
    const stops = kind === 'decision' ? this.decisions : kind === 'phase' ? this.phases : this.rounds;
    if (direction === 1) return stops.find((p) => p > position) ?? this.steps.length;
    let before = 0;
    for (const p of stops) if (p < position) before = p;
    return before;
  }

  /** The state at a position (a copy the caller owns). */
  stateAt(position: number): HistoryResult<{ state: AnyGameState }> {
    if (!Number.isInteger(position) || position < 0 || position > this.steps.length)
      return { ok: false, error: { code: 'NO_SUCH_STEP', params: { position, steps: this.steps.length } } };
    const from = Math.floor(position / CHECKPOINT_EVERY);
    const s = plainCopy(this.checkpoints[from]);
    for (let i = from * CHECKPOINT_EVERY; i < position; i++) this.rules.applyInPlace(s, this.record.actions[i]);
    return { ok: true, state: s };
  }

  /** What `seat` saw at a position: its own view only (docs/rules.md §10), as it had it then. */
  viewAt(position: number, seat: number): HistoryResult<{ view: PlayerView | PartyView }> {
    const at = this.stateAt(position);
    return at.ok ? { ok: true, view: this.rules.playerView(at.state, seat) } : at;
  }

  /**
   * Everything at a position, every hand and face-down card included ("spoilers"): refused while
   * the game is unfinished, so a replay cannot show what its players may still be hiding.
   */
  spoilersAt(position: number): HistoryResult<{ state: AnyGameState }> {
    if (!this.finished) return { ok: false, error: { code: 'SPOILERS_UNFINISHED', params: {} } };
    return this.stateAt(position);
  }
}
