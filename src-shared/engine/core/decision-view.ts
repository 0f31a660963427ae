import { legalActions, type Move } from './legal-actions';
import { pending } from './pending';
import type { GameState } from './types';
import { playerView, type PlayerView } from './view';

/** Every field of a PlayerView: the compiler checks this list against the interface. */
const FIELDS: Record<keyof PlayerView, true> = {
  seat: true,
  mode: true,
  starred: true,
  round: true,
  rounds: true,
  firstPlayer: true,
  phase: true,
  pending: true,
  players: true,
  goals: true,
  purchase: true,
  lineup: true,
  auction: true,
  deckCounts: true,
  hand: true,
  odds: true,
  betTokens: true,
  bets: true,
  firstBetCount: true,
  cardRecords: true,
  played: true,
  actionDeckCount: true,
  movementDeckCount: true,
  movementDiscard: true,
  race: true,
  lastRace: true,
  tied: true,
  result: true,
  extraBet: true,
  victory: true,
  history: true,
  moves: true,
};
/**
 * The seat's playerView at one decision, built lazily: reading only `moves` (all a player uniform
 * over the legal moves needs) costs the legal moves alone; reading or writing any other field
 * builds the whole view once, a plain copy as playerView gives, which every later access goes to.
 * `view` is a Proxy whose target is this object and whose handler is shared: one allocation, where
 * defining 30 accessors per decision cost more than the engine's step.
 */
export class DecisionView {
  readonly view: PlayerView;
  private open = true;
  private full: PlayerView | null = null;
  private moves: Move[] | null = null;

  constructor(
    private readonly s: GameState,
    private readonly seat: number,
  ) {
    this.view = new Proxy(this, HANDLER) as unknown as PlayerView;
  }

  /** Builds every field not read yet: the view then holds this position for good. */
  complete(): PlayerView {
    if (this.full) return this.full;
    if (!this.open) throw this.stale();
    this.full = playerView(this.s, this.seat);
    // Moves already handed out stay the view's own array, as a field read twice would be.
    if (this.moves) this.full.moves = this.moves;
    return this.full;
  }

  /** The state is about to move on: from now on, a first read of a field not built yet throws. */
  close(): void {
    this.open = false;
  }

  built(): PlayerView | null {
    return this.full;
  }

  /** The view's legal moves (legalActions returns new objects only: nothing shared with the state). */
  legalMoves(): Move[] {
    if (this.full) return this.full.moves;
    if (this.moves) return this.moves;
    if (!this.open) throw this.stale();
    const p = pending(this.s);
    this.moves = p.kind === 'player' && p.seat === this.seat ? legalActions(this.s) : [];
    return this.moves;
  }

  private stale(): Error {
    return new Error(
      `a player view of seat ${this.seat} read after its decision: copy it during the decision to keep it`,
    );
  }
}

const isField = (key: string | symbol): key is keyof PlayerView => typeof key === 'string' && key in FIELDS;

/** The view's fields come from the built view (or the moves alone); anything else is a plain object's. */
const HANDLER: ProxyHandler<DecisionView> = {
  // Once built (as soon as any field but the moves is read), every read goes straight to the plain view.
  get: (d, key, receiver) => {
    const full = d.built();
    if (full) return full[key as keyof PlayerView];
    if (key === 'moves') return d.legalMoves();
    return isField(key) ? d.complete()[key] : Reflect.get(Object.prototype, key, receiver);
  },
  set: (d, key, value) => Reflect.set(d.complete(), key, value),
  has: (_d, key) => isField(key) || key in Object.prototype,
  ownKeys: (d) => Reflect.ownKeys(d.built() ?? FIELDS),
  getOwnPropertyDescriptor: (d, key) => {
    if (key === 'moves' && !d.built())
      return { value: d.legalMoves(), writable: true, enumerable: true, configurable: true };
    const desc = isField(key) || d.built() ? Reflect.getOwnPropertyDescriptor(d.complete(), key) : undefined;
    return desc && { ...desc, configurable: true };
  },
  defineProperty: (d, key, desc) => Reflect.defineProperty(d.complete(), key, desc),
  deleteProperty: (d, key) => Reflect.deleteProperty(d.complete(), key),
};
