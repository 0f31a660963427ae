import { describe, expect, it } from 'vitest';
import { run } from '../hf';
import { oddsTable } from './odds';

describe('hf odds', () => {
  it('favours the higher odds rows and is reproducible', () => {
    const a = oddsTable(20000, 'x');
    expect(a).toEqual(oddsTable(20000, 'x'));
    expect(a.map((r) => r.odds)).toEqual(['1:2', '1:3', '1:4', '1:5', '1:6', '1:7']);
    expect(a.reduce((t, r) => t + r.win, 0)).toBeCloseTo(1, 10);
    expect(a.reduce((t, r) => t + r.top3, 0)).toBeCloseTo(3, 10);
    expect(a.reduce((t, r) => t + r.meanRank, 0)).toBeCloseTo(21, 10);
    expect(a[0].win).toBeGreaterThan(a[1].win);
    expect(a[1].win).toBeGreaterThan(a[2].win);
    expect(a[0].meanRank).toBeLessThan(a[5].meanRank);
  });

  it('prints a table or JSON', () => {
    const t = run(['odds', '--races', '500', '--seed', '3']);
    expect(t.exitCode).toBe(0);
    expect(t.stdout).toMatch(/1:2\s+\d+\.\d%\s+\d+\.\d%\s+\d\.\d\d/);
    const j = JSON.parse(run(['odds', '--races', '500', '--seed', '3', '--json']).stdout);
    expect(j.rows).toHaveLength(6);
    expect(j.races).toBe(500);
  });

  it('--horses: the starting table with Horse cards lined up (El Guapo on red 1:5 races at 1:3; The Fury on white)', () => {
    const plain = oddsTable(20000, 'x');
    const lined = oddsTable(20000, 'x', [
      { card: 37, horse: 'red' },
      { card: 40, horse: 'white' },
    ]);
    expect(lined.map((r) => [r.odds, r.horse, r.card, r.raceOdds])).toEqual([
      ['1:2', 'black', null, '1:2'],
      ['1:3', 'blue', null, '1:3'],
      ['1:4', 'green', null, '1:4'],
      ['1:5', 'red', 37, '1:3'],
      ['1:6', 'yellow', null, '1:6'],
      ['1:7', 'white', 40, '1:7'],
    ]);
    expect(lined[3].win).toBeGreaterThan(2 * plain[3].win);
    expect(lined[5].win).toBeGreaterThan(2 * plain[5].win);
    expect(lined.reduce((t, r) => t + r.win, 0)).toBeCloseTo(1, 10);
    const t = run(['odds', '--races', '500', '--seed', '3', '--horses', 'red=37']);
    expect(t.stdout).toMatch(/1:5\s+red\s+37\s+1:3/);
    expect(run(['odds', '--races', '5', '--seed', '3', '--horses', 'red=5']).stderr).toContain(
      'Horse cards are numbered 36 … 45',
    );
  });

  it('names a missing or bad argument', () => {
    expect(run(['odds', '--seed', '1'])).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('--races is required'),
    });
    expect(run(['odds', '--races', '2.5', '--seed', '1'])).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('--races must be a whole number'),
    });
    expect(run(['odds', '--races', '0', '--seed', '1']).stderr).toContain('--races');
    expect(run(['odds', '--races', '10']).stderr).toContain('--seed is required');
  });
});
