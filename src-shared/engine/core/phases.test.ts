import { describe, expect, it } from 'vitest';
import { seededRandom, playRandomGame } from '../../testing/random-game';
import type { GameState, Mode, Phase } from './types';

/** Where the race lies on the table: from its start to the end of its round (a game may end mid-race). */
const RACE_ON_TABLE: Record<Phase, 'yes' | 'no' | 'either'> = {
  deal: 'no',
  purchase: 'no',
  lineup: 'no',
  firstBets: 'no',
  ericChange: 'no',
  fixing: 'no',
  secondBets: 'no',
  race: 'yes',
  auction: 'yes',
  tieBreak: 'either',
  gameOver: 'either',
};

/** What in `s` breaks the union of phase states (types.ts, PhaseState), or nothing. */
function phaseStateProblems(s: GameState): string[] {
  const out: string[] = [];
  if ((s.purchase !== null) !== (s.phase === 'purchase')) out.push(`purchase state in ${s.phase}`);
  if ((s.auction !== null) !== (s.phase === 'auction')) out.push(`auction state in ${s.phase}`);
  const race = RACE_ON_TABLE[s.phase];
  if (race !== 'either' && (s.race !== null) !== (race === 'yes')) out.push(`race state in ${s.phase}`);
  return out;
}

describe('the phase states', () => {
  it.each<[Mode, number]>([
    ['family', 1],
    ['family', 2],
    ['board', 1],
    ['board', 2],
  ])('match the phase at every step of a random %s game (seed %i)', (mode, seed) => {
    const phases = new Set<Phase>();
    const problems: string[] = [];
    const options = { mode, players: ['Ann', 'Bob', 'Cy', 'Dee'], seed, starred: mode === 'board' };
    playRandomGame(options, seededRandom(seed), (s) => {
      phases.add(s.phase);
      problems.push(...phaseStateProblems(s));
    });
    expect(problems).toEqual([]);
    expect(phases).toContain(mode === 'board' ? 'auction' : 'deal');
    expect(phases).toContain('gameOver');
  });
});
