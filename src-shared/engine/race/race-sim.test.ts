import { describe, expect, it } from 'vitest';
import { COLORS, colorIndex } from '../core/colors';
import { playGame } from '../core/play-game';
import { noMods, type HorseMods } from './race';
import { resolveRaceCards } from './reveal';
import { nextFloat, seedRng } from '../core/rng';
import { randomAgent } from '../../testing/random-game';
import {
  RaceSimError,
  RaceSimulator,
  raceRows,
  randomRaceChance,
  simulateRace,
  type RaceChance,
  type RaceRound,
} from './race-sim';

/** Forced outcomes: movement cards and dice (packed a*6+b) in order. */
function forced(cards: number[], dice: number[], photo?: RaceChance['photo']): RaceChance {
  let i = 0,
    j = 0;
  return {
    movement: () => {
      if (i >= cards.length) throw new Error('out of movement cards');
      return cards[i++];
    },
    dice: () => {
      if (j >= dice.length) throw new Error('out of dice');
      return dice[j++];
    },
    photo,
  };
}

const ROWS = [0, 1, 2, 3, 4, 5];
const mods = (): HorseMods[] => COLORS.map(noMods);

describe('simulateRace', () => {
  it('plays a race by hand the way docs/rules.md §5 says', () => {
    // Card 17 (4,3,2,2,2,2) three times is impossible (one copy); use 17, 16, 1, 12…
    const trace: RaceRound[] = [];
    const out = simulateRace(ROWS, mods(), forced([17, 16, 1, 12, 2, 3, 4], Array(7).fill(0 * 6 + 0)), trace);
    // Black (1:2) moves 4+3+3+3 = 13 plus one sprint a round (doubles sprint once).
    expect(trace[0].steps).toEqual([4, 3, 2, 2, 2, 2]);
    expect(trace[0].positions).toEqual([5, 3, 2, 2, 2, 2]);
    expect(out.ranking[0]).toBe(0);
    expect(out.ranking.slice().sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(out.rounds).toBe(trace.length);
  });

  it('breaks equal-odds ties by lane order unless the first player orders them', () => {
    const rows = [0, 0, 2, 3, 4, 5];
    const dice = Array(12).fill(5 * 6 + 5); // white sprints every round
    const a = simulateRace(rows, mods(), forced([1, 2, 3, 4, 5, 6, 7], dice));
    expect(a.photoTies).toEqual([[0, 1]]);
    expect(a.ranking.indexOf(0)).toBeLessThan(a.ranking.indexOf(1));
    const b = simulateRace(
      rows,
      mods(),
      forced([1, 2, 3, 4, 5, 6, 7], dice, (t) => t.slice().reverse()),
    );
    expect(b.ranking.indexOf(1)).toBeLessThan(b.ranking.indexOf(0));
  });

  it('refuses a movement card that is not in the deck', () => {
    expect(() => simulateRace(ROWS, mods(), forced([3, 3], [0, 0]))).toThrow(RaceSimError);
    expect(() => simulateRace(ROWS, mods(), forced([24], [0]))).toThrow(/not in the deck/);
  });

  it('applies card mods and odds shifts through the kernel', () => {
    const cards = resolveRaceCards([
      { card: 15, horse: 'white', seat: 0 }, // Alfio: white up 2 rows
      { card: 8, horse: 'black', seat: 0 }, // Globus Obscurus: black does not start
    ]);
    const rows = raceRows(ROWS, cards.oddsShift);
    expect(rows).toEqual([0, 1, 2, 3, 4, 3]);
    const trace: RaceRound[] = [];
    simulateRace(rows, cards.mods, forced([17, 16, 1, 12, 2, 3, 4, 5, 6, 7], Array(10).fill(2 * 6 + 2)), trace);
    expect(trace[0].steps).toEqual([0, 3, 2, 2, 2, 2]);
  });

  it('gives every horse a rank in random races', () => {
    const s = seedRng('sim');
    const sim = new RaceSimulator();
    const chance = randomRaceChance(() => nextFloat(s));
    for (let i = 0; i < 2000; i++) {
      const out = sim.run(ROWS, mods(), chance);
      expect(out.ranking.slice().sort()).toEqual([0, 1, 2, 3, 4, 5]);
    }
  });

  it('agrees with the engine race for race, given the same outcomes', () => {
    let races = 0;
    for (let g = 0; g < 40; g++) {
      const rnd = seedRng(`bots-${g}`);
      const random = (): number => nextFloat(rnd);
      let rows: number[] | null = null,
        m: HorseMods[] | null = null,
        round = 0;
      const cards: number[] = [],
        dice: number[] = [],
        photos: number[][] = [];
      const options = { mode: 'family' as const, players: ['a', 'b', 'c', 'd'], seed: `race-sim-${g}` };
      playGame(
        options,
        options.players.map(() => randomAgent(random)),
        (s, actions) => {
          const a = actions.at(-1);
          if (a?.type === 'chance' && a.kind === 'movement') cards.push(a.card);
          if (a?.type === 'chance' && a.kind === 'dice') dice.push(colorIndex(a.dice[0]) * 6 + colorIndex(a.dice[1]));
          if (a?.type === 'photoOrder') photos.push(a.order.map(colorIndex));
          // A race just ended (the round moved on, or the game): the simulator must give its ranking.
          if (
            rows &&
            m &&
            s.lastRace &&
            s.lastRace.round === round &&
            (s.round !== round || s.phase === 'gameOver' || s.phase === 'tieBreak')
          ) {
            let k = 0;
            const out = simulateRace(
              rows,
              m,
              forced(cards, dice, () => photos[k++]),
            );
            expect(out.ranking.map((h) => COLORS[h])).toEqual(s.lastRace.ranking);
            expect(out.rounds).toBe(cards.length);
            races++;
            rows = null;
            m = null;
            cards.length = dice.length = photos.length = 0;
          }
          round = s.round;
          if (s.phase === 'race' && s.race && s.race.turned === 0 && rows === null) {
            rows = s.odds.slice();
            m = s.race.cards.mods.map((x) => ({ ...x }));
          }
        },
      );
    }
    expect(races).toBeGreaterThan(140); // a game ends early when all but one player forfeit
  });
});
