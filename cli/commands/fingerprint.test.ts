import { describe, expect, it } from 'vitest';
import { run } from '../hf';

describe('hf fingerprint', () => {
  it('hashes the action log of each seeded game and of them all, the same on every run', () => {
    const first = run(['fingerprint', '--quick', '--json']);
    expect(first.exitCode).toBe(0);
    const j = JSON.parse(first.stdout) as { all: string; games: { mode: string; hash: string; actions: number }[] };
    expect(new Set(j.games.map((g) => g.mode))).toEqual(new Set(['family', 'board', 'party']));
    expect(j.games.every((g) => /^[0-9a-f]{16}$/.test(g.hash) && g.actions > 0)).toBe(true);
    expect(new Set(j.games.map((g) => g.hash)).size).toBe(j.games.length);
    expect(run(['fingerprint', '--quick', '--json']).stdout).toBe(first.stdout);
  });

  it('refuses an unknown option', () => {
    expect(run(['fingerprint', '--fast']).exitCode).toBe(2);
  });
});
