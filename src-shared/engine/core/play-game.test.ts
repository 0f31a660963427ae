import { describe, expect, it } from 'vitest';
import { concreteAction } from './concrete-action';
import { playGame, type Agent, type PartyAgent } from './play-game';
import type { PartyPlayerAction } from '../party/types';
import { replay } from './replay';
import { seededRandom, randomAgent } from '../../testing/random-game';
import type { PlayerView } from './view';

/** A Party Game player uniform over its legal moves (they have the shapes of the other modes' bets and orders). */
function randomPartyAgent(random: () => number): PartyAgent {
  return (view) => concreteAction(view.moves[Math.floor(random() * view.moves.length)], random) as PartyPlayerAction;
}

describe('playGame: the one game loop of every mode', () => {
  it('plays a Party Game to its end; the same seeds give the same record, which replays to the same state (docs/rules.md §11)', () => {
    const options = { mode: 'party' as const, players: ['A', 'B', 'C', 'D', 'E'], seed: 'pg-party' };
    const play = () =>
      playGame(
        options,
        options.players.map((_, i) => randomPartyAgent(seededRandom(i))),
      );
    const a = play();
    expect(a.state.phase).toBe('gameOver');
    expect(a.state.result).toHaveLength(5);
    expect(JSON.stringify(play().actions)).toBe(JSON.stringify(a.actions));
    expect(JSON.stringify(replay({ options, actions: a.actions }))).toBe(JSON.stringify(a.state));
  });

  it('Family and Board Games: the same seeds give the same record, which replays to the same state', () => {
    for (const mode of ['family', 'board'] as const) {
      const options = { mode, players: ['A', 'B', 'C'], seed: `pg-${mode}`, starred: mode === 'board' };
      const play = () =>
        playGame(
          options,
          [0, 1, 2].map((i) => randomAgent(seededRandom(i))),
        );
      const a = play();
      expect(a.state.phase).toBe('gameOver');
      expect(JSON.stringify(play().actions)).toBe(JSON.stringify(a.actions));
      expect(JSON.stringify(replay({ options, actions: a.actions }))).toBe(JSON.stringify(a.state));
    }
  });

  it('hands onStep complete views, which can be kept; a view kept unread by its agent alone cannot be read later', () => {
    const options = { mode: 'family' as const, players: ['A', 'B'], seed: 'pg-views' };
    const kept: PlayerView[] = [];
    playGame(options, [randomAgent(seededRandom(1)), randomAgent(seededRandom(2))], (_s, _log, view) => {
      if (view) kept.push(view);
    });
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.every((v) => typeof v.round === 'number' && v.players.length === 2)).toBe(true);

    const unread: PlayerView[] = [];
    const random = randomAgent(seededRandom(3));
    const keeper: Agent = (view) => (unread.push(view), random(view));
    playGame(options, [keeper, keeper]);
    expect(() => unread[0].players).toThrow(/read after its decision/);
  });

  it('names the seat and the engine reason when an agent chooses an illegal action', () => {
    const options = { mode: 'family' as const, players: ['A', 'B'], seed: 'pg-bad' };
    expect(() =>
      playGame(options, [(view) => ({ type: 'pass', seat: view.seat }), randomAgent(seededRandom(1))]),
    ).toThrow(/seat \d \([AB]\) chose an illegal action/);
  });
});
