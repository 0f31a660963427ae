import { EngineException, type EngineError } from './core/errors';
import type { Pending } from './core/pending';

/** The pure result of an action: the next state, or why the action is refused. */
export type Applied<S> = { ok: true; state: S } | { ok: false; error: EngineError };

/** The chance steps among a mode's actions. */
export type ChanceOf<A> = Extract<A, { type: 'chance' }>;

/** The final standing: every seat's score line (places, money) and the seat or seats that won. */
export interface Standing<Score> {
  scores: Score[];
  winners: number[];
}

/** Where a game stands, in terms every mode shares (a save's listing shows it). */
export interface Progress {
  /** The round being played, from 1 (the Party Game's race), and how many the game has. */
  round: number;
  rounds: number;
  /** Each seat's name, VP (0 in a mode without VP) and money, in seat order. */
  seats: { name: string; vp: number; money: number }[];
}

/**
 * A player view built only as far as its reader goes (see core/decision-view.ts): `built()` says
 * whether more than the moves was read, `complete()` builds the rest, `close()` ends the decision.
 */
export interface LazyView<V> {
  readonly view: V;
  built(): V | null;
  complete(): V;
  close(): void;
}

/**
 * The rules of one game mode, as a host, a bot or a test drives them without knowing the mode
 * (after OpenSpiel's Game and State and boardgame.io's Game object). States and actions are plain
 * JSON; every random event is a chance action, so a game's options and actions replay it exactly.
 * Refusals are data, and a refused action leaves the state untouched (docs/architecture.md).
 *
 * Members are methods, not function properties: a ruleset then widens to `AnyRuleset` (modes.ts),
 * whose states are each only ever handed to their own mode's ruleset.
 */
export interface Ruleset<S, O, V, A, Rec, Res, M> {
  /** How many seats a game takes. */
  readonly seats: { min: number; max: number };
  /** A new game; throws EngineException (BAD_OPTIONS) on bad options. */
  newGame(options: O): S;
  /** Whose turn it is: a player's seat, chance, or nobody once the game is over. */
  pending(s: S): Pending;
  /** The acting player's legal moves, with the bounds of their free parts (stakes, orders). */
  legalActions(s: S): M[];
  /** Null when `raw` (of any shape) is legal now, else why not. */
  validate(s: S, raw: unknown): EngineError | null;
  /** Pure: the next state, the input unchanged. */
  apply(s: S, raw: unknown): Applied<S>;
  /** Changes `s` itself (for simulations that own their state); a refusal leaves it untouched. */
  applyInPlace(s: S, raw: unknown): EngineError | null;
  /** Every outcome of the chance step due now, with its probability. */
  chanceOutcomes(s: S): { action: ChanceOf<A>; probability: number }[];
  /** The outcome the state's own seeded generator gives next (the generator is not advanced). */
  sampleChance(s: S): ChanceOf<A>;
  /** What one seat may see (docs/rules.md §10), its legal moves included when it is to act. */
  playerView(s: S, seat: number): V;
  /** Optional: the same view built lazily, for agents that read only the moves. */
  decisionView?(s: S, seat: number): LazyView<V>;
  /** The game up to the next player decision; throws EngineException at the first illegal action. */
  replay(record: Rec): S;
  /** Where the game stands now. */
  progress(s: S): Progress;
  /** The final standing once the game is over, else null. */
  result(s: S): Res | null;
}

/** What running chance steps needs of a ruleset. */
type ChanceRunner<S, A> = Pick<
  Ruleset<S, unknown, unknown, A, unknown, unknown, unknown>,
  'pending' | 'sampleChance' | 'applyInPlace'
>;

/** Resolves chance steps with the state's own generator until a player must act; returns them. */
export function runChanceSteps<S, A>(rules: ChanceRunner<S, A>, s: S): ChanceOf<A>[] {
  const applied: ChanceOf<A>[] = [];
  while (rules.pending(s).kind === 'chance') {
    const a = rules.sampleChance(s);
    rules.applyInPlace(s, a);
    applied.push(a);
  }
  return applied;
}

/**
 * Replays a record up to the next player decision. Chance steps missing from the log are drawn
 * from the seeded generator, so a log of player actions alone replays the same game as the full log.
 */
export function replayRecord<S, O, A extends { type: string }>(
  rules: ChanceRunner<S, A> & { newGame(options: O): S },
  record: { options: O; actions: readonly A[] },
): S {
  const s = rules.newGame(record.options);
  record.actions.forEach((a, i) => {
    if (a.type !== 'chance') runChanceSteps(rules, s);
    const e = rules.applyInPlace(s, a);
    if (e) throw new EngineException(e, { index: i + 1, type: a.type });
  });
  runChanceSteps(rules, s);
  return s;
}
