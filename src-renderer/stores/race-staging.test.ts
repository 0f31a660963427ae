import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { randomAction } from '../../ai/policies/random-bot';
import { applyAction, newGame, pending, playerView, sampleChance, type GameState } from '../../src-shared/index';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import { presentStep } from './race-staging';
import { useStageStore } from './stage-store';

beforeEach(() => setActivePinia(createPinia()));

/** Seat 0's view just before and just after the step that starts the first race (random moves). */
function raceStart() {
  let s = newGame({ mode: 'family', players: ['Ann', 'Bob', 'Cy'], seed: 31, starred: false }) as GameState;
  const rng = seedRng('race-staging');
  for (;;) {
    const p = pending(s);
    if (p.kind === 'over') throw new Error('the game ended before a race');
    const a = p.kind === 'chance' ? sampleChance(s) : randomAction(playerView(s, p.seat), () => nextFloat(rng));
    const before = playerView(s, 0);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    if (s.phase === 'race') return { before, after: playerView(s, 0) };
  }
}

describe('presentStep', () => {
  it('holds the start of a race while asked, the table shown as before the cards are turned over', async () => {
    const stage = useStageStore();
    const { before, after } = raceStart();
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let done = false;
    const ctx = { speed: 'instant' as const, skipping: false, live: () => true, hold: () => held };
    void presentStep(stage, before, after, null, ctx).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(stage.oddsShown).toEqual(before.odds);
    expect(stage.revealedLanes).toEqual([]);
    release();
    await held;
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(true);
    expect(stage.oddsShown).toBeNull();
    expect(stage.revealedLanes).toBeNull();
  });

  it('starts at once when nothing holds it', async () => {
    const stage = useStageStore();
    const { before, after } = raceStart();
    await presentStep(stage, before, after, null, { speed: 'instant', skipping: false, live: () => true });
    expect(stage.oddsShown).toBeNull();
  });
});
