import { COLORS, newGame, playerView, type Move } from '../../src-shared/index';
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
