import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform } from '../platform/current-platform';
import type { Platform } from '../../src-shared/platform/platform-api';
import type { SaveFile } from '../../src-shared/save/save-file';
import { createWebPlatform, memoryStore } from '../platform/web-platform';
import { defaultSeats, useGameStore } from './game-store';
import { useStageStore } from './stage-store';

let platform: Platform;

beforeEach(() => {
  platform = createWebPlatform(memoryStore());
  setPlatform(platform);
  setActivePinia(createPinia());
});

async function humanTurn(game: ReturnType<typeof useGameStore>): Promise<void> {
  await vi.waitFor(() => expect(game.view?.moves.length).toBeGreaterThan(0), { timeout: 60_000, interval: 5 });
}

describe('defaultSeats', () => {
  it('puts the human first and fills with bots', () => {
    expect(defaultSeats('Ann', 3)).toEqual([
      { name: 'Ann', bot: null },
      { name: 'Bot 1', bot: 'easy' },
      { name: 'Bot 2', bot: 'easy' },
    ]);
    expect(defaultSeats('  ', 2)[0]).toEqual({ name: 'Player', bot: null });
  });
});

describe('game store', () => {
  it('writes each bot move beside its seat for a moment, and none at instant', async () => {
    const game = useGameStore();
    const stage = useStageStore();
    game.speed = 'fast';
    await game.start({ mode: 'board', seats: defaultSeats('Ann', 4, 'random'), starred: false, seed: 7 });
    await vi.waitFor(() => expect(stage.events.length).toBeGreaterThan(0), { timeout: 60_000, interval: 5 });
    for (const e of stage.events) {
      expect(e.seat).not.toBe(0);
      expect(e.key).toMatch(/^events\./);
    }
    game.speed = 'instant';
    await vi.waitFor(() => expect(stage.events).toEqual([]), { timeout: 60_000 });
    await game.leave();
  });

  it('starts a family game, plays the bots up to the human and autosaves', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    expect(
      await game.start({ mode: 'family', seats: defaultSeats('Ann', 4, 'random'), starred: false, seed: 123 }),
    ).toBe(true);
    expect(game.view?.players.map((p) => p.name)).toEqual(['Ann', 'Bot 1', 'Bot 2', 'Bot 3']);
    await humanTurn(game);
    expect(game.view?.phase).toBe('firstBets');
    expect(game.view?.hand).toHaveLength(2);
    await vi.waitFor(async () => expect((await platform.listSaves()).length).toBe(1), { timeout: 60_000 });
    const [entry] = await platform.listSaves();
    expect(entry?.ok && entry.snapshot.names).toEqual(['Ann', 'Bot 1', 'Bot 2', 'Bot 3']);
  });

  it('a rematch seats the same table (names, human seat, bot levels, mode) in a new game with a new seed', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    const seats = [
      { name: 'Bot A', bot: 'hard' as const },
      { name: 'Ann', bot: null },
      { name: 'Bot B', bot: 'random' as const },
    ];
    await game.start({ mode: 'board', seats, starred: true, seed: 5 });
    const first = game.currentSlot;
    expect(await game.rematch()).toBe(true);
    expect(game.currentSlot).not.toBe(first);
    expect(game.view?.seat).toBe(1);
    expect(game.view?.mode).toBe('board');
    expect(game.view?.starred).toBe(true);
    await vi.waitFor(async () => expect((await platform.listSaves()).length).toBe(2), { timeout: 60_000 });
    const texts = await Promise.all((await platform.listSaves()).map((e) => platform.readSave(e.slot)));
    const saves = texts.map((text) => JSON.parse(text) as SaveFile);
    expect(saves.map((x) => x?.seats)).toEqual([
      [{ kind: 'bot', level: 'hard' }, { kind: 'human' }, { kind: 'bot', level: 'random' }],
      [{ kind: 'bot', level: 'hard' }, { kind: 'human' }, { kind: 'bot', level: 'random' }],
    ]);
    expect(new Set(saves.map((x) => x?.options.seed)).size).toBe(2);
  });

  it('keeps the engine refusal of an action (the screen words it) and applies a legal one', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    await game.start({ mode: 'family', seats: defaultSeats('Ann', 2, 'random'), starred: false, seed: 7 });
    await humanTurn(game);
    expect(game.act({ type: 'bet', seat: 0, horse: 'red', kind: 'win', stake: 50 })).toBe(false);
    expect(game.refusal?.code).toMatch(/^[A-Z_]+$/);
    const bet = game.view!.moves.find((m) => m.type === 'bet')!;
    if (bet.type !== 'bet') throw new Error('no bet');
    expect(game.act({ type: 'bet', seat: 0, horse: bet.horse, kind: bet.kind, stake: bet.minStake })).toBe(true);
    expect(game.refusal).toBeNull();
    expect(game.view?.bets.some((b) => b.seat === 0)).toBe(true);
  });

  it('continues the saved game where it stopped', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    await game.start({ mode: 'board', seats: defaultSeats('Ann', 3, 'random'), starred: true, seed: 11 });
    await humanTurn(game);
    const before = JSON.stringify(game.view);
    game.leave();
    expect(game.view).toBeNull();
    await vi.waitFor(() => expect(game.hasSave).toBe(true), { timeout: 60_000 });
    expect(await game.continueSaved()).toBe(true);
    await humanTurn(game);
    expect(JSON.stringify(game.view)).toBe(before);
  });

  it('saves the seating in the file and resumes with it; a rename sticks through later autosaves', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    const seats = [
      { name: 'B1', bot: 'random' as const },
      { name: 'Ann', bot: null },
      { name: 'B2', bot: 'random' as const },
    ];
    await game.start({ mode: 'family', seats, starred: false, seed: 5 });
    await humanTurn(game);
    const slot = game.currentSlot!;
    await vi.waitFor(async () => expect((await platform.listSaves()).length).toBe(1), { timeout: 60_000 });
    expect(JSON.parse(await platform.readSave(slot)).seats).toEqual([
      { kind: 'bot', level: 'random' },
      { kind: 'human' },
      { kind: 'bot', level: 'random' },
    ]);
    game.renamedSlot(slot, 'Club night');
    await platform.renameSave(slot, 'Club night');
    game.leave();
    expect(await game.loadSlot(slot)).toBe(true);
    await humanTurn(game);
    expect(game.view?.seat).toBe(1);
    const bet = game.view!.moves.find((m) => m.type === 'bet')!;
    if (bet.type !== 'bet') throw new Error('no bet');
    const before = JSON.parse(await platform.readSave(slot)).actions.length;
    game.act({ type: 'bet', seat: 1, horse: bet.horse, kind: bet.kind, stake: bet.minStake });
    await vi.waitFor(
      async () => expect(JSON.parse(await platform.readSave(slot)).actions.length).toBeGreaterThan(before),
      { timeout: 60_000 },
    );
    await vi.waitFor(
      async () => expect(await platform.listSaves()).toEqual([expect.objectContaining({ slot, name: 'Club night' })]),
      { timeout: 60_000 },
    );
  });

  it('reports bad options instead of throwing', async () => {
    const game = useGameStore();
    expect(await game.start({ mode: 'family', seats: defaultSeats('Ann', 7), starred: false, seed: 1 })).toBe(false);
    expect(game.refusal).toEqual({ code: 'BAD_OPTIONS', params: { field: 'players' } });
    expect(game.view).toBeNull();
  });
});
