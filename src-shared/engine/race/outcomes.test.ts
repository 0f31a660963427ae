import { describe, expect, it } from 'vitest';
import { payoffItemMoney, payoffItemVp } from './payoffs';
import { PENALTY_VP, vpOf } from '../core/players';
import { seededRandom, playRandomGame } from '../../testing/random-game';
import type { GameOptions, GameState, RaceSummary } from '../core/types';

/**
 * The record the app shows after each race and at the end (docs/rules.md §6, §9): every figure is
 * the engine's, and the parts add up, whatever random legal moves the players make.
 */

/** A random game to its end, with the summary of every race as it was first published. */
function playRecording(options: GameOptions, seed: number): { end: GameState; races: RaceSummary[] } {
  const races: RaceSummary[] = [];
  const { state } = playRandomGame(options, seededRandom(seed), (s) => {
    if (s.lastRace && races.at(-1)?.round !== s.lastRace.round)
      races.push(JSON.parse(JSON.stringify(s.lastRace)) as RaceSummary);
  });
  return { end: state, races };
}

const GAMES: GameOptions[] = [
  { mode: 'family', players: ['A', 'B', 'C'], seed: 11 },
  { mode: 'family', players: ['A', 'B', 'C', 'D', 'E', 'F'], seed: 12 },
  { mode: 'board', players: ['A', 'B', 'C', 'D'], seed: 13, starred: true },
  { mode: 'board', players: ['A', 'B'], seed: 14 },
];

describe('payoff lines add up (docs/rules.md §6)', () => {
  it.each(GAMES)('$mode game, $players.length players: each line’s reasons make its net; net = money − stakes', (o) => {
    const { races } = playRecording(o, 7);
    expect(races.length).toBeGreaterThan(0);
    for (const r of races) {
      for (const line of r.payoffs) {
        expect(line.net).toBe(line.money - line.stakes);
        expect(line.items.reduce((n, i) => n + payoffItemMoney(i, line.defaulted), 0)).toBe(line.net);
        const penalty = line.defaulted ? PENALTY_VP : 0;
        expect(line.items.reduce((n, i) => n + payoffItemVp(i), 0)).toBe(line.vp - penalty);
        const bets = line.items.filter((i) => i.kind === 'win' || i.kind === 'show' || i.kind === 'lost');
        expect(bets.reduce((n, i) => n + i.stake, 0)).toBe(line.stakes);
      }
    }
  });
});

describe('the end of the game (docs/rules.md §9)', () => {
  it.each(GAMES)('$mode game, $players.length players: VP by source add up; the history has every round', (o) => {
    const { end } = playRecording(o, 3);
    expect(end.phase).toBe('gameOver');
    for (const r of end.result!) {
      const v = r.vpSources;
      expect(v.start + v.bets + v.stables + v.auctions + v.penalties + v.goals + v.lost).toBe(r.vp);
      expect(v.goals).toBe(r.defaulted || r.forfeited ? 0 : r.goalVp);
    }
    const rounds = end.history.map((h) => h.round);
    expect(rounds).toEqual(rounds.map((_, i) => i));
    // A Family Game's last round is the final position (no loans, no goals after it).
    if (end.mode === 'family' && end.history.length === end.rounds) {
      const last = end.history.at(-1)!;
      expect(last.money).toEqual(end.players.map((p) => p.money));
      expect(last.vp).toEqual(end.players.map(vpOf));
    }
    const winner = end.result!.find((r) => r.place === 1);
    expect(end.victory?.seat).toBe(winner?.seat);
  });
});
