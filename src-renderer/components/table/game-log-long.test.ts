// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { nextTick } from 'vue';
import { describe as suite, expect, it, vi } from 'vitest';
import { plainCopy, playerView, type GameState } from '../../../src-shared/index';
import { seededRandom, playRandomGame } from '../../../src-shared/testing/random-game';
import { describe, logByRound, logForView, type LogEntry } from '../../game/log';
import { messageText } from '../../game/message-text';
import { createAppI18n } from '../../i18n';
import { withI18n } from '../../testing/component-fixtures';
import GameLog from './game-log.vue';

// The log's one wording function, counted: how many lines a step words.
vi.mock('../../game/message-text', async (actual) => {
  const real = await actual<typeof import('../../game/message-text')>();
  return { ...real, messageText: vi.fn(real.messageText) };
});

/** The log seat 0 reads after each step of a whole seeded 6-player Board Game, as the store hands it over. */
function logsByStep(): LogEntry[][] {
  const log: LogEntry[] = [];
  const steps: LogEntry[][] = [];
  let before: GameState | null = null;
  playRandomGame(
    { mode: 'board', players: ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'], seed: 11 },
    seededRandom(5),
    (s, a) => {
      const action = a.at(-1);
      if (before && action) {
        log.push(...describe(before, action, s, 0));
        steps.push(logForView(log, playerView(s, 0)));
      }
      before = plainCopy(s);
    },
  );
  return steps;
}

suite('GameLog over a whole game', () => {
  it('words only the lines new to the screen and renders only the current round, early and late alike', async () => {
    const steps = logsByStep();
    const w = mount(GameLog, { ...withI18n(), props: { entries: [] as LogEntry[] } });
    const worded = vi.mocked(messageText);
    /**
     * Per step: lines new to the screen (a step's own lines, or a face-down card now named), lines
     * worded, line elements rendered, lines of the current round.
     */
    const work: { fresh: number; worded: number; rendered: number; round: number }[] = [];
    const seen = new Set<LogEntry>();
    for (const entries of steps) {
      worded.mockClear();
      await w.setProps({ entries });
      const round = logByRound(entries).at(-1)?.entries ?? [];
      const fresh = round.filter((e) => !seen.has(e));
      for (const e of fresh) seen.add(e);
      work.push({
        fresh: fresh.length,
        worded: worded.mock.calls.length,
        rendered: w.findAll('[data-testid=log-round] li').length,
        round: round.length,
      });
      // Folded rounds render their title only; their lines wait for the player to unfold them.
      expect(w.findAll('details:not([open]) li')).toHaveLength(0);
    }
    expect(logByRound(steps.at(-1)!).length).toBe(6);
    // Each step's work is its own lines, however long the game has run: the same early and late.
    expect(work.map((s) => s.worded)).toEqual(work.map((s) => s.fresh));
    expect(work.map((s) => s.rendered)).toEqual(work.map((s) => s.round));
    const third = Math.floor(work.length / 3);
    const perStep = (part: typeof work): number => part.reduce((n, s) => n + s.worded, 0) / part.length;
    expect(perStep(work.slice(-third))).toBeLessThan(2 * perStep(work.slice(0, third)));
  });

  it('words an unfolded round’s lines once, and every line shown again in a new language', async () => {
    const entries = logsByStep().at(-1)!;
    const i18n = createAppI18n('en');
    const w = mount(GameLog, { global: { plugins: [i18n] }, props: { entries } });
    const worded = vi.mocked(messageText);
    const first = w.get('details');
    worded.mockClear();
    (first.element as HTMLDetailsElement).open = true;
    await first.trigger('toggle');
    const lines = logByRound(entries)[0]!.entries.length;
    expect(first.findAll('li')).toHaveLength(lines);
    expect(worded).toHaveBeenCalledTimes(lines);
    const english = first.get('li').text();
    worded.mockClear();
    i18n.global.locale.value = 'fr';
    await nextTick();
    expect(first.get('li').text()).not.toBe(english);
    expect(worded).toHaveBeenCalledTimes(w.findAll('[data-testid=log-round] li').length);
  });
});
