import { describe, expect, it } from 'vitest';
import { rulesetFor } from '../modes';
import { optionsFor, playWithStates } from '../../testing/played-games';
import { seededRandom } from '../../testing/random-game';
import { Timeline } from './timeline';

// A replay's every step is the original game's (docs/replays.md "Timeline").

describe.each(['family', 'board', 'party'] as const)('the timeline of a %s game', (mode) => {
  const g = playWithStates(optionsFor(mode, 3, 7), seededRandom(7));
  const rules = rulesetFor(g.options);
  const round = (k: number): number => rules.progress(g.states[k]).round;

  it('gives every position the state the game had there, from the full log or the decisions alone', () => {
    const full = new Timeline({ options: g.options, actions: g.actions });
    const decisionsOnly = new Timeline({ options: g.options, actions: g.actions.filter((a) => a.type !== 'chance') });
    expect(full.steps.length).toBe(g.actions.length);
    expect(decisionsOnly.record).toEqual(full.record);
    // Backwards, then forwards: positions are reached from the checkpoints, in any order.
    for (let p = g.states.length - 1; p >= 0; p--) expect(full.stateAt(p)).toEqual({ ok: true, state: g.states[p] });
    for (let p = 0; p < g.states.length; p += 5)
      expect(decisionsOnly.stateAt(p)).toEqual({ ok: true, state: g.states[p] });
    expect(full.stateAt(g.states.length).ok).toBe(false);
    expect(full.stateAt(-1)).toEqual({
      ok: false,
      error: { code: 'NO_SUCH_STEP', params: { position: -1, steps: g.actions.length } },
    });
  });

  it('names who acted at each step and stops at decisions, phases and rounds', () => {
    const t = new Timeline({ options: g.options, actions: g.actions });
    t.steps.forEach((st, k) => {
      const p = rules.pending(g.states[k]);
      expect(st.actor).toBe(p.kind === 'player' ? p.seat : 'chance');
      expect(st.phase).toBe(g.states[k].phase);
      expect(st.round).toBe(round(k));
    });
    expect(t.decisions).toEqual(t.steps.filter((st) => st.actor !== 'chance').map((st) => st.index));
    // Each round's stop is its first step: the round before ends just there.
    expect(t.rounds.length).toBe(round(g.states.length - 1));
    t.rounds.forEach((p, r) => {
      expect(round(p)).toBe(r + 1);
      if (p > 0) expect(round(p - 1)).toBe(r);
    });
    for (const p of t.phases) if (p > 0) expect(g.states[p - 1].phase).not.toBe(g.states[p].phase);
    expect(t.stop(0, 'round', 1)).toBe(t.rounds[1]);
    expect(t.stop(t.rounds[1] + 1, 'round', -1)).toBe(t.rounds[1]);
    expect(t.stop(t.rounds[1], 'round', -1)).toBe(t.rounds[0]);
    expect(t.stop(t.decisions[0], 'decision', 1)).toBe(t.decisions[1]);
    expect(t.stop(t.steps.length, 'phase', 1)).toBe(t.steps.length);
  });

  it('shows a seat its own view, and every hidden card only once the game is over', () => {
    const mid = Math.floor(g.actions.length / 2);
    const unfinished = new Timeline({ options: g.options, actions: g.actions.slice(0, mid) });
    expect(unfinished.finished).toBe(false);
    expect(unfinished.spoilersAt(0)).toEqual({ ok: false, error: { code: 'SPOILERS_UNFINISHED', params: {} } });
    expect(unfinished.viewAt(mid, 1)).toEqual({ ok: true, view: rules.playerView(g.states[mid], 1) });
    const finished = new Timeline({ options: g.options, actions: g.actions });
    expect(finished.finished).toBe(true);
    expect(finished.spoilersAt(mid)).toEqual({ ok: true, state: g.states[mid] });
  });
});
