// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { AnyGameOptions } from '../../src-shared/index';
import { makeSave, type Seat } from '../../src-shared/save/save-file';
import { optionsFor, playWithStates } from '../../src-shared/testing/played-games';
import { seededRandom } from '../../src-shared/testing/random-game';
import { createAppI18n } from '../i18n';
import { useReplayStore } from './replay-store';
import ReplayScreen from './replay-screen.vue';

/** The Replay screen mounted on a whole random game of `options`, cut to its first `upTo` steps. */
async function mountReplay(options: AnyGameOptions, upTo?: number) {
  const g = playWithStates(options, seededRandom(5));
  const n = upTo ?? g.actions.length;
  const seats: Seat[] = options.players.map((_, i) => (i === 0 ? { kind: 'human' } : { kind: 'bot', level: 'easy' }));
  const pinia = createPinia();
  setActivePinia(pinia);
  const replay = useReplayStore();
  replay.openSave(
    makeSave({ options, actions: g.actions.slice(0, n) } as never, g.states[n]!, new Date(0), 'Test', seats),
  );
  const w = mount(ReplayScreen, { global: { plugins: [pinia, createAppI18n('en')] }, attachTo: document.body });
  await flushPromises();
  return { w, replay };
}

describe('the Replay screen', () => {
  it('draws the game’s own table at each step, and every hidden card once switched on', async () => {
    const { w, replay } = await mountReplay(optionsFor('board', 3, 5));
    expect(w.find('[data-testid=race-track]').exists()).toBe(true);
    expect(w.find('[data-testid=blackboard]').exists()).toBe(true);
    expect(w.findAll('[data-testid=player-panel]')).toHaveLength(3);
    expect(w.find('[data-testid=replay-hidden]').exists()).toBe(false);
    await w.get('[data-testid=replay-round-forward]').trigger('click');
    expect(replay.position).toBe(replay.timeline!.rounds[1]);
    expect(w.get('[data-testid=replay-position]').text()).toBe(`Step ${replay.position} of ${replay.length}`);
    await w.get('[data-testid=replay-spoilers]').setValue(true);
    expect(w.findAll('[data-testid=replay-hidden-seat]')).toHaveLength(3);
    // The keys: End, then Home.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
    await flushPromises();
    expect(replay.position).toBe(replay.length);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home' }));
    await flushPromises();
    expect(w.get('[data-testid=replay-screen]').attributes('data-position')).toBe('0');
    w.unmount();
  });

  it('says why an unfinished game’s hidden cards stay hidden, and offers no other seat', async () => {
    const { w } = await mountReplay(optionsFor('family', 3, 5), 60);
    expect(w.find('[data-testid=replay-spoilers]').exists()).toBe(false);
    expect(w.find('[data-testid=replay-seat]').exists()).toBe(false);
    expect(w.get('[data-testid=replay-spoilers-refused]').text()).toContain('once the game is over');
    w.unmount();
  });

  it('replays a Party Game on its own table, stepping by race', async () => {
    const { w, replay } = await mountReplay(optionsFor('party', 4, 5));
    expect(w.find('[data-testid=race-track]').exists()).toBe(true);
    expect(w.find('[data-testid=my-cards]').exists()).toBe(false);
    expect(w.get('[data-testid=replay-round-forward]').attributes('aria-label')).toBe('Forward: Race');
    await w.get('[data-testid=replay-end]').trigger('click');
    expect(replay.view?.phase).toBe('gameOver');
    w.unmount();
  });
});
