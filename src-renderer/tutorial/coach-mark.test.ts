// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleSave } from '../../src-shared/testing/sample-save';
import { createAppI18n } from '../i18n';
import { setPlatform } from '../platform/current-platform';
import { createWebPlatform, memoryStore } from '../platform/web-platform';
import { defaultSeats, useGameStore } from '../stores/game-store';
import { useStageStore } from '../stores/stage-store';
import CoachMark from './coach-mark.vue';
import { tutorialSeen } from './tutorial-seen';
import { TUTORIAL_STEPS } from './tutorial-steps';
import { TUTORIAL_SEED, useTutorialStore } from './tutorial-store';

beforeEach(() => {
  localStorage.clear();
  setPlatform(createWebPlatform(memoryStore()));
  setActivePinia(createPinia());
});

async function mountCoach() {
  const w = mount(CoachMark, { global: { plugins: [createAppI18n('en')] }, attachTo: document.body });
  await flushPromises();
  return w;
}

/** Starts the tutorial's game and waits for the player's first bet. */
async function started() {
  const tutorial = useTutorialStore();
  const game = useGameStore();
  game.speed = 'instant';
  expect(await tutorial.start('Ann')).toBe(true);
  await vi.waitFor(() => expect(game.view?.moves.length).toBeGreaterThan(0), { timeout: 60_000, interval: 5 });
  return { tutorial, game };
}

describe('the first-launch offer', () => {
  it('is made once: with no tutorial seen and no saved game', async () => {
    const tutorial = useTutorialStore();
    await tutorial.offerAtFirstLaunch();
    expect(tutorial.offered).toBe(true);
    const w = await mountCoach();
    expect(w.get('[data-testid=tutorial-offer]').text()).toContain('First time at the races?');
    await w.get('[data-testid=tutorial-decline]').trigger('click');
    expect(w.find('[data-testid=tutorial-offer]').exists()).toBe(false);
    expect(tutorialSeen()).toBe(true);
    setActivePinia(createPinia());
    const again = useTutorialStore();
    await again.offerAtFirstLaunch();
    expect(again.offered).toBe(false);
    w.unmount();
  });

  it('is withdrawn when a game comes on the table without it', async () => {
    const tutorial = useTutorialStore();
    await tutorial.offerAtFirstLaunch();
    const w = await mountCoach();
    expect(w.find('[data-testid=tutorial-offer]').exists()).toBe(true);
    const game = useGameStore();
    game.speed = 'instant';
    expect(
      await game.start({
        mode: 'party',
        seats: defaultSeats('Ann', 3, 'easy'),
        starred: false,
        seed: null,
        party: { races: 2, startingMoney: 1000 },
      }),
    ).toBe(true);
    await flushPromises();
    expect(w.find('[data-testid=tutorial-offer]').exists()).toBe(false);
    w.unmount();
  });

  it('is not made to a player who already has saved games', async () => {
    const platform = createWebPlatform(memoryStore());
    await platform.writeSave('old', sampleSave(3, 1, 'Old').text);
    setPlatform(platform);
    const tutorial = useTutorialStore();
    await tutorial.offerAtFirstLaunch();
    expect(tutorial.offered).toBe(false);
    expect(tutorialSeen()).toBe(true);
  });
});

describe('the coach mark', () => {
  it('deals the fixed table and shows the notes in order, with Next, Back and keyboard focus', async () => {
    const { game } = await started();
    expect(game.view?.players).toHaveLength(3);
    expect(game.view?.odds).toEqual([2, 3, 0, 1, 5, 4]); // seed TUTORIAL_SEED: Green on 1:2
    expect(TUTORIAL_SEED).toBe(31);
    const w = await mountCoach();
    const note = () => w.get('[data-testid=coach-mark]');
    expect(note().attributes('data-step')).toBe('welcome');
    expect(note().attributes('role')).toBe('dialog');
    // A note to read takes the focus, so Enter goes on.
    expect(document.activeElement?.getAttribute('data-testid')).toBe('coach-next');
    expect(w.find('[data-testid=coach-back]').exists()).toBe(false);
    await w.get('[data-testid=coach-next]').trigger('click');
    expect(note().attributes('data-step')).toBe('odds');
    expect(note().text()).toContain('Today the favourite is Green, at 1:2.');
    expect(note().text()).toContain(`2 of ${TUTORIAL_STEPS.length}`);
    await w.get('[data-testid=coach-back]').trigger('click');
    expect(note().attributes('data-step')).toBe('welcome');
    w.unmount();
  });

  it('asks for the move without a Next button and follows the game once it is made', async () => {
    const { tutorial, game } = await started();
    const w = await mountCoach();
    for (let i = 0; i < 4; i++) await w.get('[data-testid=coach-next]').trigger('click');
    const note = w.get('[data-testid=coach-mark]');
    expect(note.attributes('data-step')).toBe('firstBet');
    expect(note.text()).toContain('Place a Show bet on Green (1:2) at the minimum, 200');
    expect(w.find('[data-testid=coach-next]').exists()).toBe(false);
    expect(game.act({ type: 'bet', seat: 0, horse: 'green', kind: 'show', stake: 200 })).toBe(true);
    await flushPromises();
    expect(tutorial.index).toBeGreaterThan(TUTORIAL_STEPS.findIndex((s) => s.id === 'firstBet'));
    w.unmount();
  });

  it('holds the race on its note until Start the race, and Skip lets the game go on as a normal game', async () => {
    const { tutorial } = await started();
    const stage = useStageStore();
    const game = useGameStore();
    // Straight to the race note, as a player would after playing on without reading.
    tutorial.index = TUTORIAL_STEPS.findIndex((s) => s.id === 'race');
    const race = { ...game.view!, phase: 'race' as const };
    const held = tutorial.holdFor(race);
    expect(held).toBeInstanceOf(Promise);
    let released = false;
    void held!.then(() => (released = true));
    await flushPromises();
    expect(released).toBe(false);
    const w = await mountCoach();
    tutorial.finish();
    await flushPromises();
    expect(released).toBe(true);
    expect(tutorial.active).toBe(false);
    expect(w.find('[data-testid=coach-mark]').exists()).toBe(false);
    expect(game.view).not.toBeNull(); // the game stays on the table
    expect(stage.payoff).toBeNull();
    w.unmount();
  });

  it('ends with the game: leaving the table ends the tutorial', async () => {
    const { tutorial, game } = await started();
    await game.leave();
    await flushPromises();
    expect(tutorial.active).toBe(false);
  });
});
