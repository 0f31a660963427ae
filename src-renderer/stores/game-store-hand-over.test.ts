import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SPECTATOR, type PlayerView } from '../../src-shared/index';
import type { Platform } from '../../src-shared/platform/platform-api';
import { setPlatform } from '../platform/current-platform';
import { createWebPlatform, memoryStore } from '../platform/web-platform';
import { useGameStore } from './game-store';

/** Pass-and-play in the store (docs/rules.md §10): whose view is rendered, and when. */

let platform: Platform;

beforeEach(() => {
  platform = createWebPlatform(memoryStore());
  setPlatform(platform);
  setActivePinia(createPinia());
});

const SEATS = [
  { name: 'Anna', bot: null },
  { name: 'B1', bot: 'random' as const },
  { name: 'Ben', bot: null },
  { name: 'B2', bot: 'random' as const },
];

type Game = ReturnType<typeof useGameStore>;

async function handOver(game: Game, not?: number): Promise<number> {
  await vi.waitFor(() => expect(game.handOver !== null && game.handOver !== not).toBe(true), {
    timeout: 60_000,
    interval: 5,
  });
  return game.handOver!;
}

/** Nothing of a seat's own: no hand, goals, own face-down card, moves. */
function expectPublic(v: PlayerView | null): void {
  expect(v?.seat).toBe(SPECTATOR);
  expect(v?.hand).toEqual([]);
  expect(v?.goals).toEqual([]);
  expect(v?.moves).toEqual([]);
  expect(v?.played.every((c) => c.card === null)).toBe(true);
}

function firstBet(game: Game, seat: number): boolean {
  const bet = game.view!.moves.find((m) => m.type === 'bet')!;
  if (bet.type !== 'bet') throw new Error('no bet');
  return game.act({ type: 'bet', seat, horse: bet.horse, kind: bet.kind, stake: bet.minStake });
}

describe('pass-and-play in the game store', () => {
  it('shows the public view at each hand-over and a seat’s own view only once that seat confirms', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    expect(await game.start({ mode: 'family', seats: SEATS, starred: false, seed: 21 })).toBe(true);
    expect(game.humans).toEqual([0, 2]);
    const first = await handOver(game);
    expect(game.viewer).toBe(SPECTATOR);
    expectPublic(game.view);
    // Nobody acts from the hand-over, not even the seat it waits for.
    expect(game.act({ type: 'bet', seat: first, horse: 'red', kind: 'win', stake: 100 })).toBe(false);
    expect(game.refusal?.code).toBe('NOT_YOUR_TURN');

    game.confirmHandOver();
    expect(game.viewer).toBe(first);
    expect(game.view?.seat).toBe(first);
    expect(game.view?.hand).toHaveLength(2);
    expect(firstBet(game, first)).toBe(true);
    // Hidden again at once: the next to act is someone else.
    expectPublic(game.view);

    const second = await handOver(game, first);
    expect(second).toBe(first === 0 ? 2 : 0);
    expectPublic(game.view);
    game.confirmHandOver();
    expect(game.view?.seat).toBe(second);
    expect(game.view?.hand).toHaveLength(2);
  });

  it('saves both human seats and resumes at the hand-over', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    await game.start({ mode: 'family', seats: SEATS, starred: false, seed: 4 });
    const seat = await handOver(game);
    game.confirmHandOver();
    expect(game.view?.seat).toBe(seat);
    const slot = game.currentSlot!;
    await vi.waitFor(async () => expect((await platform.listSaves()).length).toBe(1), { timeout: 60_000 });
    expect(JSON.parse(await platform.readSave(slot)).seats).toEqual([
      { kind: 'human' },
      { kind: 'bot', level: 'random' },
      { kind: 'human' },
      { kind: 'bot', level: 'random' },
    ]);
    await game.leave();
    expect(await game.loadSlot(slot)).toBe(true);
    expect(await handOver(game)).toBe(seat);
    expectPublic(game.view);
  });
});
