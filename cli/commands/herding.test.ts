import { describe, expect, it } from 'vitest';
import { run } from '../hf';

describe('hf herding', () => {
  it('reports per round how many watched bots open on one horse and what it meets, the same on every run', () => {
    const argv = ['herding', '--seed', 'h1', '--games', '1', '--bots', 'easy,easy,easy,easy', '--of', 'easy'];
    const first = run(argv);
    expect(first.exitCode).toBe(0);
    const r = JSON.parse(first.stdout) as Record<string, number>;
    expect(r.rounds).toBeGreaterThan(0);
    expect(r.watched).toBe(4);
    expect(r.crowd).toBeGreaterThanOrEqual(1);
    expect(r.crowd).toBeLessThanOrEqual(4);
    for (const k of ['favourite', 'won']) {
      expect(r[k]).toBeGreaterThanOrEqual(0);
      expect(r[k]).toBeLessThanOrEqual(1);
    }
    expect(run(argv).stdout).toBe(first.stdout);
  });

  it('refuses a watched bot that plays no seat', () => {
    expect(run(['herding', '--seed', 'h1', '--bots', 'easy,easy,easy,easy', '--of', 'normal']).exitCode).toBe(2);
  });
});
