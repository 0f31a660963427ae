import { describe, expect, it } from 'vitest';
import { colorIndex, type Color } from '../core/colors';
import { applyMovement, applySprint, movementSteps, noMods, rankFinishers, sprintValue, type HorseMods } from './race';
import { resolveRaceCards } from './reveal';

/** Mods of one horse with these Action cards on it (through the real reveal: fates included). */
function mods(...cards: number[]): HorseMods {
  return resolveRaceCards(cards.map((card) => ({ card, horse: 'black' as Color, seat: 0 }))).mods[0];
}
/** Six horses' mods; `h` gets the cards. */
function modsOn(h: number, ...cards: number[]): HorseMods[] {
  return [0, 1, 2, 3, 4, 5].map((i) => (i === h ? mods(...cards) : noMods()));
}
const ALL = [true, true, true, true, true, true];
const ROWS = [0, 1, 2, 3, 4, 5];

function steps(
  card: number,
  rows: number[],
  positions: number[],
  m: HorseMods[],
  isStart: boolean,
  track = ALL,
): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  movementSteps(card, rows, positions, track, m, isStart, out);
  return out;
}
const zeros = (): number[] => [0, 0, 0, 0, 0, 0];
const none = (): HorseMods[] => [0, 1, 2, 3, 4, 5].map(noMods);

describe('movement example (en-rulebook "The Movement", docs/rules.md §1 movement table)', () => {
  it('red and green on 1:2 move 4, yellow on 1:3 moves 2: movement card 18', () => {
    // Lanes: black, blue, green, red, yellow, white. red, green 1:2; yellow 1:3; the rest 1:4…1:6.
    const rows = [2, 3, 0, 0, 1, 4];
    expect(steps(18, rows, zeros(), none(), false)).toEqual([2, 2, 4, 4, 2, 2]);
  });

  it('card 17 gives 4 to 1:2 but 3 to 1:3 (the only other card with a 4 for 1:2)', () => {
    const rows = [2, 3, 0, 0, 1, 4];
    expect(steps(17, rows, zeros(), none(), false)).toEqual([2, 2, 4, 4, 3, 2]);
  });

  it('a horse already ranked does not move', () => {
    expect(steps(17, ROWS, zeros(), none(), false, [false, true, true, true, true, true])).toEqual([0, 3, 2, 2, 2, 2]);
  });
});

describe('order of arrival (en-rulebook "Order of arrival", "3.4 The ranking", docs/rules.md §5.4)', () => {
  it('more squares beyond the line first; a tie goes to the higher odds', () => {
    const red = colorIndex('red'),
      blue = colorIndex('blue'),
      green = colorIndex('green');
    const positions = [15, 13, 13, 14, 5, 5]; // black ranked earlier; red 2 beyond, blue and green 1 beyond
    const rows = [0, 2, 4, 3, 1, 5]; // blue 1:4 is higher odds than green 1:6
    const r = rankFinishers([red, blue, green], positions, rows, none());
    expect(r.order).toEqual([red, blue, green]);
    expect(r.ties).toEqual([]);
  });

  it('a tie on equal odds is left to the first player', () => {
    const r = rankFinishers([1, 2, 3], [0, 13, 13, 14, 0, 0], [0, 2, 2, 1, 0, 0], none());
    expect(r.order).toEqual([3, 1, 2]);
    expect(r.ties).toEqual([[1, 2]]);
  });
});

describe('START cards (docs/rules.md §1 table, §5 race round 1: "=" sets, "+/−" adds, set then add, never below 0)', () => {
  // Card 19 gives 2 2 2 2 1 0 by row; black (lane 0) on 1:7 gets 0, on 1:2 gets 2.
  it('01 Magna Velocitas: start move = 4 (en-rulebook "01 - Magna Velocitas")', () => {
    expect(steps(19, [5, 1, 2, 3, 4, 0], zeros(), modsOn(0, 1), true)[0]).toBe(4);
  });
  it('02 Fortuna Benevola: start move + 1', () => {
    expect(steps(19, [5, 1, 2, 3, 4, 0], zeros(), modsOn(0, 2), true)[0]).toBe(1);
  });
  it('08 Globus Obscurus: start move = 0', () => {
    expect(steps(17, ROWS, zeros(), modsOn(0, 8), true)[0]).toBe(0);
  });
  it('09 Aqua Putrida: start move − 1, never below 0 (en-rulebook "a Horse can never move backwards")', () => {
    expect(steps(17, ROWS, zeros(), modsOn(0, 9), true)[0]).toBe(3);
    expect(steps(19, [5, 1, 2, 3, 4, 0], zeros(), modsOn(0, 9), true)[0]).toBe(0);
  });
  it('set, then add: 01 + 09 → 4 − 1 = 3; 08 + 02 → 0 + 1 = 1 (different letters, no cancel)', () => {
    expect(steps(17, ROWS, zeros(), modsOn(0, 1, 9), true)[0]).toBe(3);
    expect(steps(17, ROWS, zeros(), modsOn(0, 9, 1), true)[0]).toBe(3);
    expect(steps(17, ROWS, zeros(), modsOn(0, 8, 2), true)[0]).toBe(1);
  });
  it('START effects apply only to the first movement card of the race', () => {
    expect(steps(17, ROWS, [2, 2, 2, 2, 2, 2], modsOn(0, 1), false)[0]).toBe(4); // card value, 1:2 → 4
    expect(steps(19, [5, 1, 2, 3, 4, 0], [2, 2, 2, 2, 2, 2], modsOn(0, 1), false)[0]).toBe(0);
    expect(steps(17, ROWS, [2, 2, 2, 2, 2, 2], modsOn(0, 8), false)[0]).toBe(4);
  });
});

describe('SPRINT cards and the sprint dice (docs/rules.md §5 race round 3; en-rulebook "Start & Sprint")', () => {
  it('no card: a sprint is 1 square', () => {
    expect(sprintValue(noMods())).toBe(1);
  });
  it('03 Flagellum Fulguris: sprint + 1 → 2', () => {
    expect(sprintValue(mods(3))).toBe(2);
  });
  it('04 Herba Magica: sprint = 2; with 03: = 2 then + 1 → 3', () => {
    expect(sprintValue(mods(4))).toBe(2);
    expect(sprintValue(mods(4, 3))).toBe(3);
  });
  it('10 Serum Maleficum: never sprints, even with 04 Herba Magica (different letters)', () => {
    expect(sprintValue(mods(10))).toBe(0);
    expect(sprintValue(mods(10, 4))).toBe(0);
  });
  it('11 Venenum Veneficum: sprint − 1 → 0; with 03 (C vs D, no cancel): 1 + 1 − 1 = 1', () => {
    expect(sprintValue(mods(11))).toBe(0);
    expect(sprintValue(mods(11, 3))).toBe(1);
  });
  it('doubles sprint once', () => {
    const p = [5, 5, 5, 5, 5, 5];
    applySprint(p, ALL, 2, 2, none());
    expect(p).toEqual([5, 5, 6, 5, 5, 5]);
    applySprint(p, ALL, 2, 4, none());
    expect(p).toEqual([5, 5, 7, 5, 6, 5]);
  });
  it('the sprint of a horse already ranked is lost', () => {
    const p = [14, 5, 5, 5, 5, 5];
    applySprint(p, [false, true, true, true, true, true], 0, 1, none());
    expect(p).toEqual([14, 6, 5, 5, 5, 5]);
  });
  it('a sprint moves a horse that reached the line this round (it is still on the track)', () => {
    const p = [12, 5, 5, 5, 5, 5];
    applySprint(p, ALL, 0, 0, modsOn(0, 4));
    expect(p[0]).toBe(14);
  });
});

describe('PHOTO cards (docs/rules.md §5.4; en-rulebook "05 - In Igni Veritas", "12 - Mala Tempora")', () => {
  const pos = [13, 13, 0, 0, 0, 0];
  it('05 In Igni Veritas wins the photo finish even on lower odds', () => {
    const m = none();
    m[1] = mods(5);
    expect(rankFinishers([0, 1], pos, [0, 5, 1, 2, 3, 4], m)).toEqual({ order: [1, 0], ties: [] });
  });
  it('12 Mala Tempora loses the photo finish even on higher odds', () => {
    const m = none();
    m[0] = mods(12);
    expect(rankFinishers([0, 1], pos, [0, 5, 1, 2, 3, 4], m)).toEqual({ order: [1, 0], ties: [] });
  });
  it('photo cards only break ties: more squares beyond the line still comes first', () => {
    const m = none();
    m[1] = mods(5);
    expect(rankFinishers([0, 1], [14, 13, 0, 0, 0, 0], [0, 5, 1, 2, 3, 4], m).order).toEqual([0, 1]);
  });
});

describe('FINISH cards (docs/rules.md §5 race round 2; en-rulebook "06 - Fustis et Radix", "13 - XIII")', () => {
  it('06 Fustis et Radix: +2 beyond where it stopped on reaching the line', () => {
    const p = [10, 10, 0, 0, 0, 0];
    applyMovement(p, ALL, [3, 3, 0, 0, 0, 0], modsOn(0, 6));
    expect(p).toEqual([15, 13, 0, 0, 0, 0]);
  });
  it('06 does not trigger on a sprint, nor when the line is not reached', () => {
    const p = [11, 0, 0, 0, 0, 0];
    applySprint(p, ALL, 0, 0, modsOn(0, 6));
    expect(p[0]).toBe(12);
    const q = [8, 0, 0, 0, 0, 0];
    applyMovement(q, ALL, [3, 0, 0, 0, 0, 0], modsOn(0, 6));
    expect(q[0]).toBe(11);
  });
  it('13 XIII: stops on square 12; the sprint dice still apply in the same round', () => {
    const m = modsOn(0, 13);
    const p = [10, 10, 0, 0, 0, 0];
    applyMovement(p, ALL, [4, 4, 0, 0, 0, 0], m);
    expect(p).toEqual([12, 14, 0, 0, 0, 0]);
    applySprint(p, ALL, 0, 1, m);
    expect(p).toEqual([13, 15, 0, 0, 0, 0]);
  });
});

describe('07 Vigor Ferreum, LAST (docs/rules.md §1 table, §5 race round 1; en-rulebook "07 - Vigor Ferreum")', () => {
  it('last: moves 4 instead of the card', () => {
    // Card 18 gives 1:7 zero; black on 1:7, last.
    expect(steps(18, [5, 0, 1, 2, 3, 4], [1, 4, 4, 3, 3, 3], modsOn(0, 7), false)).toEqual([4, 4, 2, 2, 2, 2]);
  });
  it('tied last counts', () => {
    expect(steps(18, [5, 0, 1, 2, 3, 4], [3, 4, 4, 3, 3, 5], modsOn(0, 7), false)[0]).toBe(4);
  });
  it('not last: the card value', () => {
    expect(steps(18, [5, 0, 1, 2, 3, 4], [4, 4, 4, 3, 3, 3], modsOn(0, 7), false)[0]).toBe(0);
  });
  it('not at the start', () => {
    expect(steps(18, [5, 0, 1, 2, 3, 4], zeros(), modsOn(0, 7), true)[0]).toBe(0);
  });
});

describe('14 Felix Infernalis, FIRST (docs/rules.md §1 table, §5 race round 1 override; en-rulebook "14 - Felix Infernalis")', () => {
  it('first: does not move', () => {
    expect(steps(17, ROWS, [6, 4, 4, 3, 3, 3], modsOn(0, 14), false)).toEqual([0, 3, 2, 2, 2, 2]);
  });
  it('tied first counts', () => {
    expect(steps(17, ROWS, [6, 6, 4, 3, 3, 3], modsOn(0, 14), false)[0]).toBe(0);
  });
  it('not first: the card value', () => {
    expect(steps(17, ROWS, [5, 6, 4, 3, 3, 3], modsOn(0, 14), false)[0]).toBe(4);
  });
  it('not at the start', () => {
    expect(steps(17, ROWS, zeros(), modsOn(0, 14), true)[0]).toBe(4);
  });
  it('not when every horse on the track is level (docs/rules.md §5 override), nor when it is alone', () => {
    expect(steps(17, ROWS, [5, 5, 5, 5, 5, 5], modsOn(0, 14), false)[0]).toBe(4);
    expect(
      steps(17, ROWS, [5, 13, 13, 13, 13, 13], modsOn(0, 14), false, [true, false, false, false, false, false])[0],
    ).toBe(4);
  });
  it('judged among horses still on the track: ranked horses ahead do not count', () => {
    expect(steps(17, ROWS, [8, 14, 5, 5, 5, 5], modsOn(0, 14), false, [true, false, true, true, true, true])[0]).toBe(
      0,
    );
  });
  it('last and first on one horse when all are level: LAST applies, FIRST does not', () => {
    // Vigor Ferreum (G green) and Felix Infernalis (G red) cancel, so set the mods by hand.
    const m = none();
    m[0] = { ...noMods(), lastSet: 4, firstSet: 0 };
    expect(steps(19, [5, 0, 1, 2, 3, 4], [5, 5, 5, 5, 5, 5], m, false)[0]).toBe(4);
  });
});
