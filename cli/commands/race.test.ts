import { describe, expect, it } from 'vitest';
import { run } from '../hf';

const ODDS = '--odds=black=1:2,blue=1:3,green=1:4,red=1:5,yellow=1:6,white=1:7';
const MOVES = '--movement=17,3,5,8,12,1,2,4,6,7,9';
const DICE =
  '--dice=red+blue,green+green,white+black,yellow+red,blue+blue,black+white,red+red,green+yellow,white+white,blue+green';

function raceJson(...args: string[]) {
  const r = run(['race', ...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.exitCode).toBe(0);
  return JSON.parse(r.stdout);
}

describe('hf race', () => {
  it('plays the given race round by round', () => {
    const j = raceJson(ODDS, MOVES, DICE);
    expect(j.rounds[0]).toMatchObject({
      card: 17,
      dice: ['red', 'blue'],
      steps: { black: 4, blue: 3, green: 2, red: 2, yellow: 2, white: 2 },
      positions: { black: 4, blue: 4, green: 2, red: 3, yellow: 2, white: 2 },
    });
    expect(j.ranking).toHaveLength(6);
    expect(new Set(j.ranking).size).toBe(6);
    expect(j.unused.movement).toBeGreaterThan(0);
    const text = run(['race', ODDS, MOVES, DICE]);
    expect(text.stdout).toContain('Ranking:');
    expect(text.stdout).toContain('Odds after:');
  });

  it('applies the cards, with Alfio moving the odds before the race', () => {
    const j = raceJson(ODDS, MOVES, DICE, '--cards=red=13,red=06,green=16,white=15');
    expect(j.cards.map((c: { card: number; fate: string }) => [c.card, c.fate])).toEqual([
      [16, 'active'],
      [13, 'cancelled'],
      [6, 'cancelled'],
      [15, 'active'],
    ]);
    expect(j.raceOdds.white).toBe('1:5');
    // XIII alone stops red on the line.
    const xiii = raceJson(ODDS, MOVES, DICE, '--cards=red=13');
    const reached = xiii.rounds.find((r: { positions: Record<string, number> }) => r.positions.red >= 12);
    expect(reached.positions.red - (reached.dice.includes('red') ? 1 : 0)).toBe(12);
  });

  it('settles a photo finish on equal odds from --first-photo, else lane order, and says so', () => {
    const args = [
      '--odds=black=1:2,blue=1:2,green=1:4,red=1:5,yellow=1:6,white=1:7',
      '--movement=1,2,3,4,5,6,7',
      `--dice=${Array(7).fill('white+white').join(',')}`,
    ];
    const lane = raceJson(...args);
    expect(lane.ranking.slice(0, 2)).toEqual(['black', 'blue']);
    expect(lane.photoFinishes).toEqual([
      { tied: ['black', 'blue'], order: ['black', 'blue'], decidedBy: 'lane order' },
    ]);
    const chosen = raceJson(...args, '--first-photo=blue,black');
    expect(chosen.ranking.slice(0, 2)).toEqual(['blue', 'black']);
    expect(run(['race', ...args]).stdout).toContain('lane order');
  });

  it('lines up Horse cards: El Guapo moves red 1:5 → 1:3 at the lineup (docs/rules.md §4)', () => {
    const j = raceJson(ODDS, MOVES, DICE, '--horses=red=37');
    expect(j.horses).toEqual([{ horse: 'red', card: 37, name: 'El Guapo', oddsShift: -2, oddsUndone: false }]);
    expect([j.lineupOdds.red, j.raceOdds.red]).toEqual(['1:3', '1:3']);
    // Card 17 gives 1:3 three squares (1:5 would give two).
    expect(j.rounds[0].steps.red).toBe(3);
    expect(run(['race', ODDS, MOVES, DICE, '--horses=red=37']).stdout).toContain(
      'Lineup odds: black 1:2, blue 1:3, green 1:4, red 1:3',
    );
  });

  it('an ODDS Action card undoes El Guapo first: 1:5 → 1:3 → 1:5 → 1:7 with Steven Sting (docs/rules.md §5.4)', () => {
    const j = raceJson(ODDS, MOVES, DICE, '--horses=red=37', '--cards=red=19');
    expect(j.horses[0].oddsUndone).toBe(true);
    expect([j.lineupOdds.red, j.raceOdds.red]).toEqual(['1:3', '1:7']);
    expect(run(['race', ODDS, MOVES, DICE, '--horses=red=37', '--cards=red=19']).stdout).toContain(
      'undone by an ODDS Action card',
    );
  });

  it('Horse card effects in the race, yielding to Action cards of the same symbol (en-rulebook "Horse cards")', () => {
    // The Fury on green (1:4): 4 at the start instead of 2.
    expect(raceJson(ODDS, MOVES, DICE, '--horses=green=40').rounds[0].steps.green).toBe(4);
    // The Costantino example: with Serum Maleficum and Globus Obscurus, red moves 0 at the start and never sprints.
    const costantino = raceJson(ODDS, MOVES, DICE, '--horses=red=36', '--cards=red=10,red=08');
    expect(costantino.rounds[0].positions.red).toBe(0);
    expect(
      costantino.rounds.every(
        (
          r: { dice: string[]; steps: Record<string, number>; positions: Record<string, number> },
          i: number,
          all: { positions: Record<string, number> }[],
        ) => r.positions.red === (i === 0 ? 0 : all[i - 1].positions.red) + r.steps.red || r.positions.red >= 12,
      ),
    ).toBe(true);
    // Costantino alone sprints 2: red+blue on round 1 puts red (1:5, 2 squares) on 4.
    expect(raceJson(ODDS, MOVES, DICE, '--horses=red=36').rounds[0].positions.red).toBe(4);
    // Biscuit De Mer pays its owner 600.
    expect(raceJson(ODDS, MOVES, DICE, '--horses=white=42').ownerMoney).toEqual({ white: 600 });
  });

  it.each([
    [['--odds=black=1:2', MOVES, DICE], '--odds: no odds for blue'],
    [[ODDS.replace('1:7', '1:8'), MOVES, DICE], 'odds must be 1:2'],
    [[ODDS, '--movement=17,3', DICE], '--movement ran out'],
    [[ODDS, MOVES, '--dice=red+blue'], '--dice ran out'],
    [[ODDS, '--movement=17,17,3,4,5,6,7,8', DICE], '--movement: card 17'],
    [[ODDS, '--movement=0,1', DICE], '--movement must be a whole number from 1 to 23'],
    [[ODDS, MOVES, '--dice=red+purple'], 'unknown colour "purple"'],
    [[ODDS, MOVES, '--dice=red'], '--dice: "red" should be two colours'],
    [[ODDS, MOVES, DICE, '--cards=red=23'], 'Action cards are numbered'],
    [[ODDS, MOVES, DICE, '--cards=red=6,blue=06'], 'card 06 is given twice'],
    [[ODDS, MOVES, DICE, '--cards=pink=6'], 'unknown colour "pink"'],
    [[ODDS, MOVES, DICE, '--horses=red=23'], 'Horse cards are numbered 36 … 45'],
    [[ODDS, MOVES, DICE, '--horses=red=38,blue=38'], 'card 38 is given twice'],
    [[ODDS, MOVES, DICE, '--horses=red=38,red=37'], 'red has two Horse cards'],
    [[MOVES, DICE], '--odds is required'],
  ])('refuses %j', (args, message) => {
    const r = run(['race', ...args]);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });
});
