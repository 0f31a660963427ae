import type { Color } from './colors';
import type { BetKind, DeckName, LoanKind, OncePerPhaseKind, WantedItem } from './types';

/**
 * Why an action or an option was refused, as data: a code and the few values the app needs to
 * word it in any language (the engine holds no sentence). The state it was applied to is never
 * changed. The params of each code:
 */
export interface ErrorParams {
  /** The action has the wrong shape; `field` is where (e.g. "stake"), "" for the whole action. */
  BAD_ACTION: { field: string };
  /** Game options refused; `field` is which (e.g. "players", "starred"). */
  BAD_OPTIONS: { field: string };
  GAME_OVER: Record<string, never>;
  /** A player acted while a chance step (a card, the dice, a draw) is due. */
  WAITING_FOR_CHANCE: Record<string, never>;
  /** It is `seat`'s turn. */
  NOT_YOUR_TURN: { seat: number };
  /** This action type does not fit the phase; `expected` are the types that do. */
  WRONG_PHASE: { action: string; phase: string; expected: string[] };
  /** A chance outcome was sent while a player must act. */
  NOT_CHANCE: Record<string, never>;
  /** The chance step due is `expected`, not `got`. */
  WRONG_CHANCE: { expected: string; got: string };
  /** This outcome of the chance step cannot happen now (a card not in the deck, a seat not tied). */
  BAD_OUTCOME: { kind: string };
  /** A saved chance outcome is not the one the game's seed draws: the file was edited. */
  NOT_SEEDED: { got: string; seeded: string };
  NO_TOKEN: { horse: Color };
  /** The bet of this kind (on this horse) was already placed. */
  DUPLICATE_BET: { kind: BetKind; horse?: Color };
  /** A stake is a multiple of 100 and at least `min`. */
  BAD_STAKE: { stake: number; min: number };
  /** Party Game: at most `max`, keeping 100 for the other bet still to place. */
  STAKE_KEEPS_RESERVE: { stake: number; max: number };
  /** It costs `price` and the player has `money`. */
  NOT_ENOUGH_MONEY: { price: number; money: number };
  NOT_IN_HAND: { card: number };
  /** Eric Change: the stable is already at 1:2 (up) or 1:7 (down). */
  ODDS_AT_LIMIT: { horse: Color; direction: 'up' | 'down' };
  /** A photo-finish order must name exactly these horses. */
  BAD_ORDER: { tied: Color[] };
  /** This purchase option was taken in the first step; it is allowed once per phase. */
  ONCE_PER_PHASE: { option: OncePerPhaseKind };
  DECK_EMPTY: { deck: 'action' | DeckName };
  STABLE_OWNED: { horse: Color };
  /** A player takes each kind of loan once per game. */
  LOAN_TAKEN: { loan: LoanKind };
  /** All 6 Loan cards are out. */
  NO_LOAN_CARDS: Record<string, never>;
  /** The card kept must be one of those just drawn. */
  NOT_DRAWN: { card: number };
  /** The seller must be another player still in the game. */
  NO_SUCH_SELLER: { seller: number };
  /** An offer was refused in this step: no second offer. */
  OFFER_REFUSED: Record<string, never>;
  /** `seat` does not own `item` (a Goal card: has none). */
  NOT_OWNED: { seat: number; item: WantedItem };
  /** A Goal card is named only when accepting to sell one. */
  GOAL_UNASKED: Record<string, never>;
  /** Accepting to sell a Goal card: name which one. */
  GOAL_NEEDED: Record<string, never>;
  /** The Cédric / Troy swap must take a card another player holds. */
  NO_SWAP_CARD: { target: number; card: number };
  /** Lineup: a Horse card placed twice. */
  CARD_PLACED_TWICE: { card: number };
  /** Lineup: at most one Horse card per stable. */
  STABLE_TAKEN: { horse: Color };
}

export type ErrorCode = keyof ErrorParams;

export type EngineError = { [C in ErrorCode]: { code: C; params: ErrorParams[C] } }[ErrorCode];

export function err<C extends ErrorCode>(code: C, params: ErrorParams[C]): EngineError {
  return { code, params } as EngineError;
}

/** A developer's one-line account of a refusal, for logs and exceptions (never shown to a player). */
export function describeError(e: EngineError): string {
  return `${e.code} ${JSON.stringify(e.params)}`;
}

/** Thrown where an error cannot be returned: bad options, or a replayed action refused (`action`: its place, from 1). */
export class EngineException extends Error {
  constructor(
    readonly error: EngineError,
    readonly action?: { index: number; type: string },
  ) {
    super(action ? `Action ${action.index} (${action.type}): ${describeError(error)}` : describeError(error));
    this.name = 'EngineException';
  }
}
