import type { Color } from './colors';
import { legalActions, type Move } from './legal-actions';
import { pending, type Pending } from './pending';
import { isExtraSecondBet } from './phases';
import { vpOf } from './players';
import { deckSize } from '../cards/decks';
import { plainCopy } from './plain-copy';
import type {
  AuctionState,
  Bet,
  CardRecord,
  FinalScore,
  GameState,
  LinedUp,
  LoanKind,
  Mode,
  Phase,
  PurchaseState,
  RaceState,
  RaceSummary,
  RoundRecord,
  Victory,
} from './types';

/** What one seat may see (docs/rules.md §10): no other hand, no face-down card, no deck order, no generator. */
export interface PlayerView {
  seat: number;
  mode: Mode;
  starred: boolean;
  round: number;
  rounds: number;
  firstPlayer: number;
  phase: Phase;
  pending: Pending;
  players: {
    name: string;
    character: string;
    money: number;
    vp: number;
    vpTokens: number;
    stables: Color[];
    handCount: number;
    assistants: number[];
    horseCards: number[];
    goalCount: number;
    loans: LoanKind[];
    dormant: number[];
    forfeited: boolean;
  }[];
  /** The viewer's own Goal cards (face down to everyone else). */
  goals: number[];
  /** Board Game: the purchase in progress; drawn cards only for the player who drew them. */
  purchase: {
    step: 1 | 2;
    taken: PurchaseState['taken'];
    draw: { seat: number; deck: string; left: number; drawnCount: number; drawn: number[] | null } | null;
    offer: PurchaseState['offer'];
    offered: PurchaseState['offered'];
    swap: PurchaseState['swap'];
  } | null;
  lineup: LinedUp[];
  auction: AuctionState | null;
  deckCounts: { goal: number; assistant: number; horse: number };
  /** The viewer's own Action cards. */
  hand: number[];
  odds: number[];
  betTokens: number[];
  bets: Bet[];
  /** How many of `bets` are first bets (placed before the cards); the others are second bets. */
  firstBetCount: number;
  /** Per seat, what its revealed Action cards did to horses it had or had not first bet on (public). */
  cardRecords: CardRecord[];
  /** Face-down cards: who played on which horse; the card only for the viewer's own. */
  played: { horse: Color; seat: number; card: number | null }[];
  actionDeckCount: number;
  movementDeckCount: number;
  /** Movement cards turned since the last shuffle (public: they lie face up). */
  movementDiscard: number[];
  race: RaceState | null;
  lastRace: RaceSummary | null;
  tied: number[];
  result: FinalScore[] | null;
  /** The bet due now is Antonio Vesuvio's extra second bet (public: everyone sees whose turn it is). */
  extraBet: boolean;
  /** Who won and what decided it (docs/rules.md §9), once the game is over. */
  victory: Victory | null;
  /** Every player's money and VP at the end of each round (public). */
  history: RoundRecord[];
  /** The viewer's legal moves when it is their turn. */
  moves: Move[];
}

/** Family and Board Games: what one seat may see (engine/entry.ts has the entry point of every mode). */
export function playerView(s: GameState, seat: number): PlayerView {
  const p = pending(s);
  // The view shares no objects with the state, so a holder can never reach back into it.
  return plainCopy({
    seat,
    mode: s.mode,
    starred: s.starred,
    round: s.round,
    rounds: s.rounds,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    pending: p,
    players: s.players.map((pl) => ({
      name: pl.name,
      character: pl.character,
      money: pl.money,
      vp: vpOf(pl),
      vpTokens: pl.vpTokens,
      stables: pl.stables,
      handCount: pl.hand.length,
      assistants: pl.assistants,
      horseCards: pl.horseCards,
      goalCount: pl.goals.length,
      loans: pl.loans,
      dormant: pl.dormant,
      forfeited: pl.forfeited,
    })),
    goals: s.players[seat]?.goals ?? [],
    purchase: s.purchase && {
      step: s.purchase.step,
      taken: s.purchase.taken,
      offer: s.purchase.offer,
      offered: s.purchase.offered,
      swap: s.purchase.swap,
      draw: s.purchase.draw && {
        seat: s.purchase.draw.seat,
        deck: s.purchase.draw.deck,
        left: s.purchase.draw.left,
        drawnCount: s.purchase.draw.drawn.length,
        drawn: s.purchase.draw.seat === seat ? s.purchase.draw.drawn : null,
      },
    },
    lineup: s.lineup,
    auction: s.auction,
    deckCounts: { goal: deckSize(s.goalDeck), assistant: deckSize(s.assistantDeck), horse: deckSize(s.horseDeck) },
    hand: s.players[seat]?.hand ?? [],
    odds: s.odds,
    betTokens: s.betTokens,
    bets: s.bets,
    firstBetCount: s.firstBetCount,
    cardRecords: s.cardRecords,
    played: s.played.map((c) => ({ horse: c.horse, seat: c.seat, card: c.seat === seat ? c.card : null })),
    actionDeckCount: s.actionDeck.length,
    movementDeckCount: s.movementDeck.length,
    movementDiscard: s.movementDiscard,
    race: s.race,
    lastRace: s.lastRace,
    tied: s.tied,
    result: s.result,
    extraBet: isExtraSecondBet(s),
    victory: s.victory,
    history: s.history,
    moves: p.kind === 'player' && p.seat === seat ? legalActions(s) : [],
  });
}

/**
 * The seat of nobody: its view is what everyone at the table may see (docs/rules.md §10), for a
 * screen several people share between turns and during the public moments (the race, payoffs).
 */
export const SPECTATOR = -1;

/** The public view: no hand, goals, own face-down card or drawn card, and no moves. */
export function publicView(s: GameState): PlayerView {
  return playerView(s, SPECTATOR);
}
