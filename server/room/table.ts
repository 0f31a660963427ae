import {
  SPECTATOR,
  rulesetFor,
  runChance,
  type AnyGameOptions,
  type AnyGameRecord,
  type AnyGameState,
  type AnyRuleset,
  type EngineError,
  type NetRefusal,
  type Pending,
} from '../../src-shared/index';

type Action = AnyGameRecord['actions'][number];

/**
 * One game as a room holds it: `{ options, state, log }` driven through the engine's registry only
 * (`rulesetFor`), so every mode plays the same way. The log holds every action, chance steps
 * included, so options + log replay the state exactly (docs/architecture.md "The engine").
 */
export class Table {
  private constructor(
    readonly rules: AnyRuleset,
    readonly options: AnyGameOptions,
    readonly state: AnyGameState,
    readonly log: Action[],
  ) {}

  /** A new game, its opening chance steps run and logged; throws EngineException on bad options. */
  static start(options: AnyGameOptions): Table {
    const rules = rulesetFor(options);
    const state = rules.newGame(options);
    const log: Action[] = runChance(state);
    return new Table(rules, options, state, log);
  }

  /** The game a stored record left off at, rebuilt by the engine's replay. */
  static restore(record: AnyGameRecord): Table {
    const rules = rulesetFor(record.options);
    return new Table(rules, record.options, rules.replay(record), [...record.actions]);
  }

  pending(): Pending {
    return this.rules.pending(this.state);
  }

  /**
   * Plays `raw` for `seat`: refused unless that seat is the one to act and the engine finds the
   * action legal, the state then untouched. On success the chance steps that follow are run too;
   * returns what was appended to the log.
   */
  act(seat: number, raw: unknown): { ok: true; appended: Action[] } | { ok: false; error: EngineError | NetRefusal } {
    const p = this.pending();
    if (p.kind !== 'player' || p.seat !== seat || isChance(raw)) {
      return { ok: false, error: { code: 'NOT_YOUR_TURN', params: { seat } } };
    }
    const error = this.rules.applyInPlace(this.state, raw);
    if (error) return { ok: false, error };
    const appended = [raw as Action, ...runChance(this.state)];
    this.log.push(...appended);
    return { ok: true, appended };
  }

  /** What `seat` may see; a spectator (null) gets the public view. */
  view(seat: number | null): ReturnType<AnyRuleset['playerView']> {
    return this.rules.playerView(this.state, seat ?? SPECTATOR);
  }

  result(): ReturnType<AnyRuleset['result']> {
    return this.rules.result(this.state);
  }
}

/** Chance steps are the server's to draw, never a client's. */
function isChance(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && (raw as { type?: unknown }).type === 'chance';
}
