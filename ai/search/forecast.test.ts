import { describe, expect, it } from 'vitest';
import { pending, playerView } from '../../src-shared/index';
import { perturbHidden } from '../testing/perturb-hidden';
import { seededRandom, playRandomGame } from '../../src-shared/testing/random-game';
import { forecast } from './forecast';

const BETTING = new Set(['firstBets', 'ericChange', 'fixing', 'secondBets']);

describe('forecast', () => {
  it('sees nothing hidden: a hidden change consistent with the view leaves the forecast identical (docs/rules.md §10)', () => {
    const random = seededRandom(11);
    let checked = 0,
      changed = 0;
    for (const mode of ['family', 'board'] as const) {
      playRandomGame({ mode, players: ['A', 'B', 'C', 'D'], seed: 17, starred: mode === 'board' }, random, (s) => {
        const p = pending(s);
        if (p.kind !== 'player' || !BETTING.has(s.phase) || random() > 0.3) return;
        const t = perturbHidden(s, p.seat, random);
        if (JSON.stringify(t) !== JSON.stringify(s)) changed++;
        expect(playerView(t, p.seat)).toEqual(playerView(s, p.seat));
        const seed = `f${checked}`;
        expect(forecast(playerView(t, p.seat), 4, seed)).toEqual(forecast(playerView(s, p.seat), 4, seed));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(10);
    expect(changed).toBeGreaterThan(5);
  });

  it('gives probabilities: the win chances sum to 1 and the top-3 chances to 3', () => {
    const random = seededRandom(5);
    let checked = 0;
    playRandomGame({ mode: 'family', players: ['A', 'B', 'C'], seed: 3 }, random, (s) => {
      const p = pending(s);
      if (p.kind !== 'player' || !BETTING.has(s.phase) || checked >= 5) return;
      const f = forecast(playerView(s, p.seat), 6, checked);
      expect(f.win.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      expect(f.top3.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 9);
      f.win.forEach((w, h) => expect(f.top3[h]).toBeGreaterThanOrEqual(w));
      checked++;
    });
    expect(checked).toBe(5);
  });
});
