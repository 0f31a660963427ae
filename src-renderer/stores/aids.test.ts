import { describe, expect, it, vi } from 'vitest';
import { concreteAction, type PartyView, type PlayerView } from '../../src-shared/index';
import type { Hint } from '../../ai/runtime/bot-api';
import type { BotClient } from '../../ai/runtime/bot-client';
import { createRandomClient } from '../game/bot-brain';
import { GameSession } from '../game/session';
import { createAids } from './aids';

// The store's Undo and Hint (stores/aids.ts): offered when they may be used, a hint asked of the
// bots' client with the person's own view, counted once per decision and dropped once play moves on.

const HINT: Hint = { action: { type: 'pass', seat: 0 }, explanation: { kind: 'choice' } };

async function setup(bots: ('random' | null)[]) {
  const views: (PlayerView | PartyView)[] = [];
  const brain: BotClient = {
    ...createRandomClient(),
    hint: vi.fn(async (view: PlayerView | PartyView) => {
      views.push(view);
      return HINT;
    }),
  };
  const s = GameSession.create({ mode: 'family', players: ['Ann', 'Bob'], seed: 1 }, { bots }, brain, async () => {});
  for (let r = await s.step(); r.kind !== 'human'; r = await s.step());
  const publish = vi.fn();
  const p = s.whoActs();
  const aids = createAids({
    session: () => s,
    brain: () => brain,
    decider: () => (p.kind === 'player' && s.whoActs().kind === 'player' ? p.seat : null),
    publish,
  });
  aids.refresh();
  return { s, aids, brain, views, publish, seat: p.kind === 'player' ? p.seat : -1 };
}

describe('Undo and Hint in the store', () => {
  it('asks the hint with the person’s own view, counts it once per decision, and drops it once play moves on', async () => {
    const { s, aids, brain, views, seat } = await setup([null, 'random']);
    expect(aids.undoOffered.value).toBe(true);
    expect(aids.canUndo.value).toBe(false);
    expect(aids.canHint.value).toBe(true);
    await aids.askHint();
    await aids.askHint();
    expect(brain.hint).toHaveBeenCalledTimes(1);
    expect(views[0]).toEqual(s.view(seat));
    expect(aids.hint.value).toEqual({ status: 'ready', at: s.actions.length, hint: HINT });
    expect(aids.used.value).toEqual({ undos: 0, hints: 1 });
    s.act(concreteAction(s.view(seat).moves[0]!, () => 0));
    aids.refresh();
    expect(aids.hint.value).toBeNull();
    expect(aids.canUndo.value).toBe(true);
  });

  it('offers no Undo in pass-and-play, and an undo that is not allowed changes nothing', async () => {
    const { aids, publish } = await setup([null, null]);
    expect(aids.undoOffered.value).toBe(false);
    expect(aids.undo()).toBe(false);
    expect(publish).not.toHaveBeenCalled();
  });

  it('says so when the hint fails, and lets it be asked again', async () => {
    const { aids, brain } = await setup([null, 'random']);
    vi.mocked(brain.hint).mockRejectedValueOnce(new Error('worker gone'));
    await aids.askHint();
    expect(aids.hint.value).toMatchObject({ status: 'failed' });
    await aids.askHint();
    expect(aids.hint.value).toMatchObject({ status: 'ready' });
    expect(aids.used.value.hints).toBe(1);
  });
});
