import { describe, expect, it } from 'vitest';
import { playGame } from '../game-runner';
import { run } from '../hf';
import { measurePlacement } from './placement';

describe('hf placement', () => {
  it('counts every Action card played, each on a backed horse or another', () => {
    const m = measurePlacement('easy', 3, 'pl-test');
    let plays = 0;
    for (let g = 0; g < 3; g++) plays += playGame('family', ['easy', 'easy', 'easy', 'easy'], 'pl-test', g).record.actions.filter((a) => a.type === 'playCard').length;
    const counted = m.backed.reduce((a, b) => a + b, 0) + m.other.reduce((a, b) => a + b, 0);
    expect(counted).toBe(plays);
    expect(plays).toBeGreaterThan(50);
    // Starred cards are out of the Family deck by default (RULES.md §2).
    for (const c of [17, 18, 21, 22]) expect(m.backed[c] + m.other[c]).toBe(0);
  });

  it('refuses an unknown bot with exit code 2', () => {
    const r = run(['placement', '--seed', 's', '--bot', 'genius']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('unknown bot "genius"');
  });
});
