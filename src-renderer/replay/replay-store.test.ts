// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPECTATOR, Timeline, familyBoardOf, type AnyGameOptions } from '../../src-shared/index';
import { makeSave, serializeSave, type Seat } from '../../src-shared/save/save-file';
import { optionsFor, playWithStates } from '../../src-shared/testing/played-games';
import { seededRandom } from '../../src-shared/testing/random-game';
import { setPlatform } from '../platform/current-platform';
import { createWebPlatform, memoryStore } from '../platform/web-platform';
import { useReplayStore } from './replay-store';

// The replay store steps where the engine's Timeline stops (docs/replays.md "Timeline").

const game = playWithStates(optionsFor('family', 3, 11), seededRandom(11));
const seats: Seat[] = [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }];
const saveOf = (options: AnyGameOptions, upTo: number) =>
  makeSave(
    { options, actions: game.actions.slice(0, upTo) } as never,
    game.states[upTo]!,
    new Date(0),
    'Replay test',
    seats,
  );

beforeEach(() => {
  setPlatform(createWebPlatform(memoryStore()));
  setActivePinia(createPinia());
});
afterEach(() => vi.useRealTimers());

describe('the replay store', () => {
  it('steps by decision and by round exactly where the timeline stops, to the end and back', () => {
    const replay = useReplayStore();
    replay.openSave(saveOf(game.options, game.actions.length));
    const t = new Timeline({ options: game.options, actions: game.actions });
    expect(replay.length).toBe(t.steps.length);
    expect(replay.position).toBe(0);
    const walk = (kind: 'decision' | 'round', direction: 1 | -1): number[] => {
      const seen: number[] = [];
      for (let last = -1; replay.position !== last;) {
        last = replay.position;
        replay.stepBy(kind, direction);
        if (replay.position !== last) seen.push(replay.position);
      }
      return seen;
    };
    expect(walk('decision', 1)).toEqual([...t.decisions.filter((p) => p > 0), t.steps.length]);
    expect(walk('round', -1)).toEqual([...t.rounds].reverse());
    expect(walk('round', 1)).toEqual([...t.rounds.slice(1), t.steps.length]);
    replay.toStart();
    replay.stepBy('phase', 1);
    expect(replay.position).toBe(t.stop(0, 'phase', 1));
    // The view drawn is the engine's view of the chosen seat there.
    replay.seek(t.rounds[1]!);
    expect(replay.view).toEqual((t.viewAt(t.rounds[1]!, 0) as { view: unknown }).view);
    replay.toEnd();
    expect(replay.view?.phase).toBe('gameOver');
  });

  it('shows every hidden card of a finished game, and any seat’s view', () => {
    const replay = useReplayStore();
    replay.openSave(saveOf(game.options, game.actions.length));
    expect(replay.finished).toBe(true);
    expect(replay.spoilerRefusal).toBeNull();
    expect(replay.seats).toEqual([SPECTATOR, 0, 1, 2]);
    replay.seek(40);
    replay.setSpoilers(true);
    expect(replay.spoilers).toBe(true);
    expect(replay.hidden).toEqual(game.states[40]);
    replay.chooseSeat(2);
    expect(replay.view?.seat).toBe(2);
    expect(replay.view).toMatchObject({ hand: familyBoardOf(game.states[40]!)!.players[2]!.hand });
  });

  it('refuses spoilers and other seats while the game is unfinished, as the engine does', () => {
    const replay = useReplayStore();
    const mid = Math.floor(game.actions.length / 2);
    replay.openSave(saveOf(game.options, mid));
    expect(replay.finished).toBe(false);
    expect(replay.seats).toEqual([0]);
    expect(replay.spoilerRefusal).toEqual({ code: 'SPOILERS_UNFINISHED', params: {} });
    replay.setSpoilers(true);
    expect(replay.spoilers).toBe(false);
    expect(replay.hidden).toBeNull();
    expect(replay.refusal).toEqual({ code: 'SPOILERS_UNFINISHED', params: {} });
    replay.chooseSeat(1);
    expect(replay.seat).toBe(0);
    const past = replay.length + 1;
    expect(replay.seek(past)).toBe(false);
    expect(replay.refusal).toEqual({ code: 'NO_SUCH_STEP', params: { position: past, steps: replay.length } });
  });

  it('writes the log as it stood at each position, growing as the game goes on', () => {
    const replay = useReplayStore();
    replay.openSave(saveOf(game.options, game.actions.length));
    expect(replay.log).toEqual([]);
    replay.stepBy('round', 1);
    const firstRound = replay.log.length;
    expect(firstRound).toBeGreaterThan(0);
    replay.toEnd();
    expect(replay.log.length).toBeGreaterThan(firstRound);
  });

  it('plays on step by step until paused, and stops at the end', async () => {
    vi.useFakeTimers();
    const replay = useReplayStore();
    replay.openSave(saveOf(game.options, game.actions.length));
    replay.setSpeed('fast');
    replay.play();
    expect(replay.playing).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    const reached = replay.position;
    expect(reached).toBeGreaterThan(0);
    replay.pause();
    await vi.advanceTimersByTimeAsync(2000);
    expect(replay.position).toBe(reached);
    replay.play();
    await vi.advanceTimersByTimeAsync(10 ** 7);
    expect(replay.position).toBe(replay.length);
    expect(replay.playing).toBe(false);
  });

  it('opens a saved-games slot and an imported file’s text, and says why a text does not load', async () => {
    const replay = useReplayStore();
    const text = serializeSave(saveOf(game.options, game.actions.length));
    expect(replay.openText('{', 'broken.json')).toMatch(/broken\.json/);
    expect(replay.open).toBe(false);
    expect(replay.openText(text, 'game.json')).toBeNull();
    expect(replay.name).toBe('Replay test');
    replay.close();
    expect(replay.open).toBe(false);
    await (await import('../platform/current-platform')).getPlatform().writeSave('20261101-200000-r', text);
    expect(await replay.openSlot('20261101-200000-r')).toBeNull();
    expect(replay.finished).toBe(true);
  });
});
