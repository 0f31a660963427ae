// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform } from '../platform/current-platform';
import { createWebPlatform, memoryStore } from '../platform/web-platform';
import { useGameStore } from './game-store';

beforeEach(() => {
  setPlatform(createWebPlatform(memoryStore()));
  setActivePinia(createPinia());
});

describe('a Party Game in the store (docs/rules.md §10–11)', () => {
  it('starts with the chosen races and money, and hands the screen between two people before each bet', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    const seats = [
      { name: 'Ann', bot: null },
      { name: 'Bea', bot: null },
      { name: 'Bot', bot: 'random' as const },
    ];
    expect(
      await game.start({ mode: 'party', seats, starred: false, seed: 3, party: { races: 2, startingMoney: 500 } }),
    ).toBe(true);
    expect(game.view).toBeNull();
    expect(game.partyView).toMatchObject({ races: 2, startingMoney: 500 });
    await vi.waitFor(() => expect(game.handOver).not.toBeNull(), { timeout: 60_000, interval: 5 });
    const next = game.handOver!;
    // Until that person confirms, the screen shows the public view, with no moves to make.
    expect(game.partyView!.moves).toEqual([]);
    game.confirmHandOver();
    expect(game.partyView!.seat).toBe(next);
    expect(game.partyView!.moves[0]).toMatchObject({ type: 'bet', seat: next });
    await game.leave();
  });

  it('a rematch seats the same Party table (names, bots, races, starting money) with a new seed', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    const seats = [
      { name: 'Ann', bot: null },
      { name: 'Bot', bot: 'random' as const },
      { name: 'Cy', bot: 'random' as const },
    ];
    await game.start({ mode: 'party', seats, starred: false, seed: 3, party: { races: 2, startingMoney: 500 } });
    const first = game.currentSlot;
    expect(await game.rematch()).toBe(true);
    expect(game.currentSlot).not.toBe(first);
    expect(game.partyView).toMatchObject({ races: 2, startingMoney: 500, seat: 0 });
    expect(game.partyView!.players.map((p) => p.name)).toEqual(['Ann', 'Bot', 'Cy']);
    expect(game.bots.map((b) => b?.level ?? null)).toEqual([null, 'random', 'random']);
    await game.leave();
  });

  it('refuses bad Party settings with the engine’s reason and stays on the New game screen', async () => {
    const game = useGameStore();
    const seats = [
      { name: 'Ann', bot: null },
      { name: 'Bot', bot: 'random' as const },
    ];
    const ok = await game.start({
      mode: 'party',
      seats,
      starred: false,
      seed: 1,
      party: { races: 2, startingMoney: 150 },
    });
    expect(ok).toBe(false);
    expect(game.refusal).toMatchObject({ code: 'BAD_OPTIONS', params: { field: 'partyOptions.startingMoney' } });
    expect(game.partyView).toBeNull();
  });
});
