import { describe, expect, it } from 'vitest';
import { Timeline } from '../../src-shared/index';
import { optionsFor, playWithStates } from '../../src-shared/testing/played-games';
import { seededRandom } from '../../src-shared/testing/random-game';
import { replayCues } from './replay-cues';

describe('a replayed race’s callouts', () => {
  const g = playWithStates(optionsFor('family', 3, 9), seededRandom(9));
  const t = new Timeline({ options: g.options, actions: g.actions });
  const view = (p: number) => (t.viewAt(p, 0) as { view: Parameters<typeof replayCues>[1] }).view;
  const kinds = t.record.actions.map((a) => (a.type === 'chance' ? a.kind : a.type));

  it('a Movement card gallops, the sprint dice roll, each with its sound', () => {
    const m = kinds.indexOf('movement');
    const moved = replayCues(t.record.actions[m], view(m), view(m + 1));
    expect(moved.sound).toBe('hooves');
    expect(moved.cues.length).toBeGreaterThan(0);
    const d = kinds.indexOf('dice');
    const sprint = replayCues(t.record.actions[d], view(d), view(d + 1));
    expect(sprint.sound).toBe('dice');
    expect(sprint.cues.some((c) => c.key === 'show.sprint')).toBe(true);
  });

  it('says nothing for a decision', () => {
    const p = t.decisions[0]!;
    expect(replayCues(t.record.actions[p], view(p), view(p + 1))).toEqual({ cues: [], sound: null });
  });
});
