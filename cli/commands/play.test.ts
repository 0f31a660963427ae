import { describe, expect, it } from 'vitest';
import { run } from '../hf';
import { botForSeat, playBotGame } from '../game-runner';
import { playMatch } from './play';

describe('hf play', () => {
  it('rotates seats so each bot sits in each seat equally', () => {
    const seats = [0, 1, 2, 3].map((g) => [0, 1, 2, 3].map((seat) => botForSeat(seat, g, 4)));
    for (let seat = 0; seat < 4; seat++) expect(new Set(seats.map((s) => s[seat])).size).toBe(4);
  });

  it('plays whole games reproducibly, every bot in every game', () => {
    const a = playMatch('family', ['random', 'random', 'random'], 6, 'p');
    expect(a).toEqual(playMatch('family', ['random', 'random', 'random'], 6, 'p'));
    expect(a.bots.map((b) => b.games)).toEqual([6, 6, 6]);
    expect(a.bots.reduce((t, b) => t + b.wins, 0)).toBe(6);
    for (const b of a.bots) expect(b.winCi95[0]).toBeLessThanOrEqual(b.winShare);
    const g = playBotGame('family', ['random', 'random'], 'p', 0);
    expect(g.result).toHaveLength(2);
    expect(g.record.options.seed).toBe('p/game-1');
  });

  it('gives the same results with the games shared among worker threads (--jobs)', () => {
    // Five games on two threads: an uneven share.
    expect(playMatch('family', ['easy', 'random', 'random'], 5, 'jobs', undefined, 2)).toEqual(
      playMatch('family', ['easy', 'random', 'random'], 5, 'jobs'),
    );
    const r = run(['play', '--games', '4', '--seed', '5', '--jobs', '2', '--json']);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(run(['play', '--games', '4', '--seed', '5', '--json']).stdout));
    expect(run(['play', '--seed', '5', '--jobs', '0']).stderr).toContain('--jobs must be a whole number from 1 to 64');
  });

  it('prints per-bot results', () => {
    const r = run([
      'play',
      '--mode',
      'family',
      '--players',
      '4',
      '--bots',
      'random,random,random,random',
      '--games',
      '8',
      '--seed',
      '5',
    ]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('8 games played');
    expect(r.stdout.split('\n').filter((l) => /^\d random/.test(l))).toHaveLength(4);
    const j = JSON.parse(run(['play', '--games', '4', '--seed', '5', '--json']).stdout);
    expect(j.bots).toHaveLength(4);
    // Per seat as well: every game has exactly one winner, whichever way it is counted.
    expect(j.seats.map((t: { seat: number }) => t.seat)).toEqual([0, 1, 2, 3]);
    const total = (xs: { wins: number }[]): number => xs.reduce((n, x) => n + x.wins, 0);
    expect(total(j.seats)).toBe(4);
    expect(total(j.bots)).toBe(4);
  });

  it('plays Board Games too', () => {
    const r = run([
      'play',
      '--mode',
      'board',
      '--players',
      '3',
      '--bots',
      'random,random,random',
      '--games',
      '3',
      '--seed',
      '2',
    ]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('Board Game, 3 players, 3 games played');
  });

  it.each([
    [['--mode', 'poker', '--seed', '1'], '--mode must be family, board or party'],
    [['--bots', 'random,genius', '--seed', '1'], 'unknown bot "genius"'],
    [['--players', '3', '--bots', 'random,random', '--seed', '1'], '--players is 3'],
    [['--players', '7', '--seed', '1'], '--players must be'],
    [['--games', 'many', '--seed', '1'], '--games must be'],
    [['--games', '2'], '--seed is required'],
  ])('refuses %j', (args, message) => {
    const r = run(['play', ...args]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(message);
  });
});
