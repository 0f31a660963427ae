import { describe, expect, it } from 'vitest';
import { legalActions } from './legal-actions';
import { pending } from './pending';
import { runChance } from './replay';
import { ORDER, OWNERS, act, bets, deal, family, fix } from '../../testing/test-helpers';
import { playerView } from './view';
import type { GameState } from './types';

/** Plays the race out: chance steps by the engine's generator, photo finishes in the offered order. */
function finishRace(s: GameState): GameState {
  while (s.phase === 'race') {
    if (pending(s).kind === 'chance') runChance(s);
    else {
      const m = legalActions(s)[0];
      if (m.type !== 'photoOrder') throw new Error(`unexpected move ${m.type}`);
      s = act(s, { type: 'photoOrder', seat: m.seat, order: m.tied });
    }
  }
  return s;
}

// en-rulebook "The Race" (cards are revealed when the race starts); docs/rules.md §10: every revealed
// card, who played it on which horse, and the bets are public.
describe("each player's public card record", () => {
  it('counts revealed cards against the first bets, then the second bets, per seat, and every view shows it', () => {
    let s = family(['A', 'B'], { stableOrder: ORDER, characters: [OWNERS[4], OWNERS[5]], firstPlayer: 0 });
    s = deal(s, { 0: [1, 8], 1: [2, 9] });
    s = bets(s, { 0: ['black', 'show', 200], 1: ['green', 'show', 200] });
    expect(s.firstBetCount).toBe(2);
    s = fix(s, {
      0: [
        [1, 'red'], // helpful, on a horse A had not bet on (yet)
        [8, 'green'], // harmful, on B's horse
      ],
      1: [
        [2, 'green'], // helpful, on B's own horse
        [9, 'black'], // harmful, on A's horse
      ],
    });
    // A's second bet backs red: a bluff, so red counts as a horse A backed only after its cards.
    s = bets(s, { 0: ['red', 'show', 200], 1: null });
    expect(s.firstBetCount).toBe(2);
    const none = { backedHelped: 0, backedHarmed: 0, secondHelped: 0, secondHarmed: 0, otherHelped: 0, otherHarmed: 0 };
    expect(playerView(s, 1).cardRecords).toEqual([none, none]);
    s = finishRace(s);
    const record = [
      { ...none, secondHelped: 1, otherHarmed: 1 },
      { ...none, backedHelped: 1, otherHarmed: 1 },
    ];
    expect(s.cardRecords).toEqual(record);
    expect(playerView(s, 0).cardRecords).toEqual(record);
    expect(playerView(s, 1).cardRecords).toEqual(record);
    // The next round starts with no first bets; the record stays.
    expect(s.firstBetCount).toBe(0);
  });
});
