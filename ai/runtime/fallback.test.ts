import { describe, expect, it } from 'vitest';
import { playGame, type GameMode } from '../../src-shared/index';
import { fallbackAction } from './fallback';

describe('fallbackAction', () => {
  // playGame throws on an illegal action: the fallback must keep any game going to its end.
  it('plays whole games of every mode with legal moves only, the same for the same seeds', () => {
    for (const mode of ['family', 'board', 'party'] satisfies GameMode[]) {
      const players = ['A', 'B', 'C', 'D'];
      const play = () => {
        let n = 0;
        const agent = (seat: number) => (view: Parameters<typeof fallbackAction>[0]) =>
          fallbackAction(view, `fallback/${seat}/${n++}`);
        return playGame(
          { mode, players, seed: `fallback-${mode}` },
          players.map((_, i) => agent(i)),
        );
      };
      const a = play();
      expect(a.state.phase).toBe('gameOver');
      expect(JSON.stringify(play().actions)).toBe(JSON.stringify(a.actions));
    }
  });
});
