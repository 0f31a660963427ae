import { describe, expect, it } from 'vitest';
import { COLORS } from '../../src-shared/engine/core/colors';
import { actionDeck } from '../../src-shared/engine/cards/action-cards';
import { RaceSimulator, randomRaceChance, raceRows } from '../../src-shared/engine/race/race-sim';
import { resolveRaceCards } from '../../src-shared/engine/race/reveal';
import { nextFloat, nextInt, seedRng } from '../../src-shared/engine/core/rng';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import { FastRace } from './fast-race';

describe('FastRace', () => {
  it('plays exactly the engine race on 10,000 seeded races with Action cards', () => {
    const engine = new RaceSimulator();
    const fast = new FastRace();
    const deck = actionDeck(true);
    for (let i = 0; i < 10_000; i++) {
      const setup = seedRng(`diff-${i}`);
      // A random table: rows (repeats allowed) and 0..10 Action cards on random horses.
      const rows = COLORS.map(() => nextInt(setup, 6));
      const played: PlayedCard[] = [];
      const cards = deck.slice();
      for (let c = nextInt(setup, 11); c > 0; c--) {
        const card = cards.splice(nextInt(setup, cards.length), 1)[0];
        played.push({ card, horse: COLORS[nextInt(setup, 6)], seat: 0 });
      }
      const rc = resolveRaceCards(played);
      const raceRowsNow = raceRows(rows, rc.oddsShift);
      const a = seedRng(`race-${i}`);
      fast.seed(a);
      const r = seedRng(`race-${i}`);
      const out = engine.run(
        raceRowsNow,
        rc.mods,
        randomRaceChance(() => nextFloat(r)),
      );
      fast.setup(raceRowsNow, rc.mods);
      fast.run();
      expect(Array.from(fast.ranking), `race ${i}`).toEqual(out.ranking);
      expect(Array.from(fast.positions), `race ${i}`).toEqual(out.positions);
    }
  });

  it('plays race after race from one generator as the engine does (the generator carries over between races)', () => {
    const engine = new RaceSimulator();
    const fast = new FastRace();
    const rc = resolveRaceCards([]);
    const rows = [0, 1, 2, 3, 4, 5];
    fast.seed(seedRng('chain'));
    fast.setup(rows, rc.mods);
    const r = seedRng('chain');
    for (let i = 0; i < 1000; i++) {
      const out = engine.run(
        rows,
        rc.mods,
        randomRaceChance(() => nextFloat(r)),
      );
      fast.run();
      expect(Array.from(fast.ranking), `race ${i}`).toEqual(out.ranking);
    }
  });

  it('favourites win more often than outsiders', () => {
    const fast = new FastRace();
    fast.seed(seedRng('fav'));
    fast.setup([0, 1, 2, 3, 4, 5], resolveRaceCards([]).mods);
    const wins = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 20_000; i++) {
      fast.run();
      wins[fast.ranking[0]]++;
    }
    expect(wins[0]).toBeGreaterThan(wins[2]);
    expect(wins[2]).toBeGreaterThan(wins[5]);
  });
});
