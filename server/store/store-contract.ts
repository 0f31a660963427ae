import { describe, expect, it } from 'vitest';
import type { GameStore, NewGame } from './game-store';

/** One empty store for one test: `open` it (again, as a restarted server would), then `dispose` it. */
export interface StoreHarness {
  open(): Promise<GameStore>;
  /**
   * Writes `game` as the store did before it kept the turn timer and the room's language (no such
   * field or column), before the store is first opened.
   */
  storeOld(game: Omit<NewGame, 'turnSeconds' | 'language'>): Promise<void>;
  dispose(): Promise<void>;
}

const OPTIONS = { mode: 'family' as const, players: ['Ann', 'Bot'], seed: 's1' };
const SEATS = [
  { name: 'Ann', kind: 'open' as const, level: 'easy' as const },
  { name: 'Bot', kind: 'bot' as const, level: 'normal' as const },
];

/**
 * What every `GameStore` does (docs/server.md "Persistence"), run against each store: SQLite always,
 * PostgreSQL where it is installed. `fresh` makes a new empty store for each test.
 */
export function describeGameStore(name: string, fresh: () => Promise<StoreHarness>): void {
  describe(`${name} (the GameStore contract)`, () => {
    async function withStore(test: (h: StoreHarness) => Promise<void>): Promise<void> {
      const h = await fresh();
      try {
        await test(h);
      } finally {
        await h.dispose();
      }
    }

    it('keeps a game and its actions in order across a reopen', () =>
      withStore(async (h) => {
        const a = await h.open();
        await a.create({ id: 'G1', options: OPTIONS, seats: SEATS, turnSeconds: 60, language: 'fr' });
        await a.append('G1', 0, { type: 'chance', kind: 'deal', card: 3 });
        await a.append('G1', 1, { type: 'pass', seat: 0 });
        await a.close();

        const b = await h.open();
        expect(await b.unfinished()).toEqual(['G1']);
        const loaded = await b.load('G1');
        expect(loaded).toEqual({
          id: 'G1',
          options: OPTIONS,
          seats: SEATS,
          turnSeconds: 60,
          language: 'fr',
          actions: [
            { type: 'chance', kind: 'deal', card: 3 },
            { type: 'pass', seat: 0 },
          ],
          finished: false,
        });
        // The text as written, keys in their order: a replay reads exactly what was played.
        expect(JSON.stringify(loaded?.options)).toBe(JSON.stringify(OPTIONS));
        await b.finish('G1');
        expect(await b.unfinished()).toEqual([]);
        expect((await b.load('G1'))?.finished).toBe(true);
        expect(await b.load('nope')).toBeNull();
        await b.close();
      }));

    it('brings back a game stored before the turn timer and the language were kept with no timer, in English', () =>
      withStore(async (h) => {
        await h.storeOld({ id: 'OLD', options: OPTIONS, seats: SEATS });
        const s = await h.open();
        expect(await s.load('OLD')).toEqual({
          id: 'OLD',
          options: OPTIONS,
          seats: SEATS,
          turnSeconds: 0,
          language: 'en',
          actions: [],
          finished: false,
        });
        await s.append('OLD', 0, { type: 'pass', seat: 0 });
        await s.create({ id: 'NEW', options: OPTIONS, seats: SEATS, turnSeconds: 120, language: 'it' });
        await s.close();
        const again = await h.open();
        expect(await again.unfinished()).toEqual(['OLD', 'NEW']);
        expect((await again.load('OLD'))?.turnSeconds).toBe(0);
        expect((await again.load('NEW'))?.turnSeconds).toBe(120);
        expect((await again.load('OLD'))?.language).toBe('en');
        expect((await again.load('NEW'))?.language).toBe('it');
        await again.close();
      }));

    it('lists the unfinished games oldest first', () =>
      withStore(async (h) => {
        const s = await h.open();
        for (const id of ['ZZ', 'AA', 'MM'])
          await s.create({ id, options: OPTIONS, seats: SEATS, turnSeconds: 0, language: 'en' });
        await s.finish('AA');
        expect(await s.unfinished()).toEqual(['ZZ', 'MM']);
        await s.close();
      }));

    it('refuses an action out of place and keeps the log as it was', () =>
      withStore(async (h) => {
        const s = await h.open();
        await s.create({ id: 'G2', options: OPTIONS, seats: SEATS, turnSeconds: 0, language: 'en' });
        await s.append('G2', 0, { type: 'pass', seat: 0 });
        await expect(s.append('G2', 2, { type: 'pass', seat: 1 })).rejects.toThrow(/appended after 1/);
        await expect(s.append('G2', 0, { type: 'pass', seat: 1 })).rejects.toThrow();
        expect((await s.load('G2'))?.actions).toEqual([{ type: 'pass', seat: 0 }]);
        await s.close();
      }));

    it('refuses a second game under the same code', () =>
      withStore(async (h) => {
        const s = await h.open();
        await s.create({ id: 'G3', options: OPTIONS, seats: SEATS, turnSeconds: 0, language: 'en' });
        await expect(
          s.create({ id: 'G3', options: OPTIONS, seats: SEATS, turnSeconds: 0, language: 'en' }),
        ).rejects.toThrow();
        await s.close();
      }));
  });
}
