import type { Color } from './colors';
import { legalMoves, type Move } from './moves';
import { pending, type Pending } from './pending';
import { vpOf } from './players';
import type { Bet, FinalScore, GameState, Mode, Phase, RaceState, RaceSummary } from './types';

/** What one seat may see (RULES.md §10): no other hand, no face-down card, no deck order, no generator. */
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
    forfeited: boolean;
  }[];
  /** The viewer's own Action cards. */
  hand: number[];
  odds: number[];
  betTokens: number[];
  bets: Bet[];
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
  /** The viewer's legal moves when it is their turn. */
  moves: Move[];
}

export function playerView(s: GameState, seat: number): PlayerView {
  const p = pending(s);
  return structuredCopy({
    seat, mode: s.mode, starred: s.starred, round: s.round, rounds: s.rounds, firstPlayer: s.firstPlayer,
    phase: s.phase, pending: p,
    players: s.players.map((pl) => ({
      name: pl.name, character: pl.character, money: pl.money, vp: vpOf(pl), vpTokens: pl.vpTokens,
      stables: pl.stables, handCount: pl.hand.length, forfeited: pl.forfeited,
    })),
    hand: s.players[seat]?.hand ?? [],
    odds: s.odds, betTokens: s.betTokens, bets: s.bets,
    played: s.played.map((c) => ({ horse: c.horse, seat: c.seat, card: c.seat === seat ? c.card : null })),
    actionDeckCount: s.actionDeck.length, movementDeckCount: s.movementDeck.length, movementDiscard: s.movementDiscard,
    race: s.race, lastRace: s.lastRace, tied: s.tied, result: s.result,
    moves: p.kind === 'player' && p.seat === seat ? legalMoves(s) : [],
  });
}

/** The view shares no objects with the state, so a holder can never reach back into it. */
function structuredCopy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}
