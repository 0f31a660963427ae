import { COLORS, newGame, playerView, type Move, type PayoffLine, type RaceSummary } from '../../src-shared/index';
import { createAppI18n } from '../i18n';
import type { PlayerView } from '../stores/game-store';

/** A real view of a fresh 3-player game, with the fields a test cares about replaced. */
export function viewWith(patch: Partial<PlayerView>): PlayerView {
  return { ...playerView(newGame({ mode: 'board', players: ['Ann', 'Bob', 'Cy'], seed: 1 }), 0), ...patch };
}

export const playMoves = (cards: number[], horses: readonly string[] = COLORS): Move[] =>
  cards.flatMap((card) => horses.map((horse) => ({ type: 'playCard', seat: 0, card, horse }) as Move));

/** Mount options with the app's i18n (English). */
export const withI18n = () => ({ global: { plugins: [createAppI18n('en')] } });

/** A finished Family/Board race (red first, white last, odds rows unchanged), with the payoffs a test looks at. */
export function raceSummary(round: number, payoffs: PayoffLine[]): RaceSummary {
  return {
    round,
    ranking: ['red', 'black', 'blue', 'green', 'yellow', 'white'],
    oddsUsed: [0, 1, 2, 3, 4, 5],
    oddsAfter: [0, 1, 2, 3, 4, 5],
    revealed: [],
    auctions: [],
    payoffs,
  };
}
