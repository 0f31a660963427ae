import { COLORS, clampRow, type Color } from '../core/colors';
import { powerAmount } from '../cards/characters';
import { err, type EngineError } from '../core/errors';
import { minimumBet, minimumBetForVp, vpOf } from '../core/players';
import type { Bet, BetKind, GameState } from '../core/types';

/** The bet tokens left and the bets placed, as the game state and every player view hold them. */
export type BetTable = Pick<GameState, 'betTokens' | 'bets'>;

/** Bets this seat may still place: for each horse and kind, whether a token and the bet limit allow it (docs/rules.md §4). */
export function openBets(t: BetTable, seat: number): { horse: Color; kind: BetKind }[] {
  const out: { horse: Color; kind: BetKind }[] = [];
  COLORS.forEach((horse, h) => {
    if (t.betTokens[h] <= 0) return;
    for (const kind of ['win', 'show'] as const) {
      if (!t.bets.some((b) => b.seat === seat && b.horse === horse && b.kind === kind)) out.push({ horse, kind });
    }
  });
  return out;
}

/** Every stake is a multiple of 100 (docs/rules.md §3). */
export const STAKE_STEP = 100;

/**
 * Stake bounds of a player with this money and VP: multiples of 100 from the minimum bet to their
 * money; null when they cannot cover the minimum bet (docs/rules.md §3).
 */
export function stakeBounds(money: number, vp: number): { min: number; max: number } | null {
  const min = minimumBetForVp(vp);
  const max = Math.floor(money / STAKE_STEP) * STAKE_STEP;
  return max >= min ? { min, max } : null;
}

/** Stake bounds for this seat, or null when it cannot cover the minimum bet. */
export function stakeRange(s: GameState, seat: number): { min: number; max: number } | null {
  const p = s.players[seat];
  return stakeBounds(p.money, vpOf(p));
}

/** The row Eric Change's move takes a stable on `row` to, clamped to 1:2…1:7 (docs/rules.md §4). */
export function movedOdds(characterId: string, row: number, direction: 'up' | 'down'): number {
  const rows = powerAmount(characterId, 'moveOdds');
  if (rows === null) throw new Error(`${characterId} cannot move odds`);
  return clampRow(row + (direction === 'up' ? -rows : rows));
}

export function validateBet(
  s: GameState,
  seat: number,
  horse: Color,
  kind: BetKind,
  stake: number,
): EngineError | null {
  const h = COLORS.indexOf(horse);
  if (s.betTokens[h] <= 0) return err('NO_TOKEN', { horse });
  if (s.bets.some((b) => b.seat === seat && b.horse === horse && b.kind === kind)) {
    return err('DUPLICATE_BET', { kind, horse });
  }
  const p = s.players[seat];
  const min = minimumBet(p);
  if (!Number.isInteger(stake) || stake < min || stake % STAKE_STEP !== 0) return err('BAD_STAKE', { stake, min });
  if (stake > p.money) return err('NOT_ENOUGH_MONEY', { price: stake, money: p.money });
  return null;
}

/** The bet tokens and bets once `bet` is placed: a token of its colour taken (a player weighing a bet sees this table). */
export function tableWithBet(t: BetTable, bet: Bet): BetTable {
  return { betTokens: t.betTokens.map((n, h) => (COLORS[h] === bet.horse ? n - 1 : n)), bets: [...t.bets, bet] };
}

/** Takes the token and the stake at once: the stake belongs to the bank (rulebook 2.1). */
export function placeBet(s: GameState, seat: number, horse: Color, kind: BetKind, stake: number): void {
  Object.assign(s, tableWithBet(s, { seat, horse, kind, stake }));
  s.players[seat].money -= stake;
  if (s.phase === 'firstBets') s.firstBetCount = s.bets.length;
}
