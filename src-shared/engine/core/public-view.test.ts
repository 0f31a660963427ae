import { describe, expect, it } from 'vitest';
import { newPartyGame } from '../party/setup';
import { seededRandom, playRandomGame } from '../../testing/random-game';
import type { GameState } from './types';
import { playerView, publicView } from '../entry';
import { SPECTATOR, type PlayerView } from './view';

/** A seat's view with its own secrets taken out: what should be left is public. */
function withoutSecrets(v: PlayerView): unknown {
  return {
    ...v,
    seat: SPECTATOR,
    goals: [],
    hand: [],
    moves: [],
    played: v.played.map((c) => ({ ...c, card: null })),
    purchase: v.purchase && { ...v.purchase, draw: v.purchase.draw && { ...v.purchase.draw, drawn: null } },
  };
}

describe('the public view (docs/rules.md §10: what everyone at one screen may see)', () => {
  it('is every seat’s view without that seat’s secrets, at every step of a Family and a Board Game', () => {
    let checked = 0;
    for (const mode of ['family', 'board'] as const) {
      playRandomGame({ mode, players: ['A', 'B', 'C'], seed: 7 }, seededRandom(3), (s: GameState) => {
        if (checked++ % 5 !== 0) return;
        const pub = publicView(s);
        expect(pub.seat).toBe(SPECTATOR);
        expect(pub.moves).toEqual([]);
        expect(pub.hand).toEqual([]);
        expect(pub.goals).toEqual([]);
        for (let seat = 0; seat < s.players.length; seat++) expect(withoutSecrets(playerView(s, seat))).toEqual(pub);
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('keeps face-down cards face down and shows them once turned (the race reveals them to all)', () => {
    let faceDown = 0;
    playRandomGame({ mode: 'family', players: ['A', 'B'], seed: 11 }, seededRandom(5), (s: GameState) => {
      const pub = publicView(s);
      faceDown += s.played.length;
      expect(pub.played.every((c) => c.card === null)).toBe(true);
      expect(JSON.stringify(pub)).not.toMatch(/"rng"|"actionDeck"|"movementDeck"/);
    });
    expect(faceDown).toBeGreaterThan(0);
  });

  it('exists for the Party Game too, where nothing but the generator is secret', () => {
    const s = newPartyGame({ mode: 'party', players: ['A', 'B', 'C'], seed: 1 });
    const pub = publicView(s);
    expect(pub.seat).toBe(SPECTATOR);
    expect(pub.moves).toEqual([]);
    expect({ ...playerView(s, 0), seat: SPECTATOR, moves: [] }).toEqual(pub);
  });
});
