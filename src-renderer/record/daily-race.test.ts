import { describe, expect, it } from 'vitest';
import { dailyDateOf, dailyDateOfSave, dailySeed, dailySetup, dateKeyDay, localDateKey, slotDate } from './daily-race';

describe('the daily race', () => {
  it('has one seed per date, the same every time, different across dates', () => {
    expect(dailySeed('2026-11-26')).toBe(dailySeed('2026-11-26'));
    const seeds = new Set(Array.from({ length: 366 }, (_, d) => dailySeed(localDateKey(new Date(2026, 0, 1 + d)))));
    expect(seeds.size).toBe(366);
    for (const s of seeds) expect(s >= 0 && s < 2 ** 31 && Number.isInteger(s)).toBe(true);
  });

  it('takes the date in the local calendar', () => {
    expect(localDateKey(new Date(2026, 10, 26, 23, 59))).toBe('2026-11-26');
    expect(localDateKey(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });

  it('is a Family Game of four against three Normal bots, with the form’s name', () => {
    const setup = dailySetup('2026-11-26', 'Ada');
    // Its bots decide by their work, not the clock: the same race for everyone that day.
    expect(setup).toMatchObject({ mode: 'family', starred: false, seed: dailySeed('2026-11-26'), repeatable: true });
    expect(setup.seats).toEqual([
      { name: 'Ada', bot: null },
      { name: 'Bot 1', bot: 'normal' },
      { name: 'Bot 2', bot: 'normal' },
      { name: 'Bot 3', bot: 'normal' },
    ]);
  });

  it('recognises a daily race from its options and the day it was started', () => {
    const game = {
      mode: 'family',
      seed: dailySeed('2026-11-26'),
      players: 4,
      bots: [null, 'normal', 'normal', 'normal'] as const,
      starred: false,
    };
    const started = slotDate('20261126-221500-abcdef')!;
    expect(dailyDateOf({ ...game, bots: [...game.bots] }, started)).toBe('2026-11-26');
    expect(dailyDateOf({ ...game, bots: [null, 'normal', 'normal', 'hard'] }, started)).toBeNull();
    expect(dailyDateOf({ ...game, bots: [...game.bots], seed: dailySeed('2026-11-20') }, started)).toBeNull();
    expect(dailyDateOf({ ...game, bots: [...game.bots], mode: 'board' }, started)).toBeNull();
  });

  it('reads a slot’s stamp', () => {
    expect(slotDate('20261126-221500-abcdef')?.toISOString()).toBe('2026-11-26T22:15:00.000Z');
    expect(slotDate('last-game')).toBeNull();
  });
});

describe('dateKeyDay', () => {
  it('is the local day its key names', () => {
    expect(localDateKey(dateKeyDay('2026-11-26'))).toBe('2026-11-26');
    expect(localDateKey(dateKeyDay('2027-01-01'))).toBe('2027-01-01');
  });

  it('knows a saved daily race again from its slot, options and seats, so its bots stay uncapped', () => {
    const options = {
      mode: 'family' as const,
      players: ['Ada', 'Bot 1', 'Bot 2', 'Bot 3'],
      seed: dailySeed('2026-11-26'),
    };
    const bots = [null, 'normal', 'normal', 'normal'] as const;
    expect(dailyDateOfSave('20261126-221500-abcdef', options, bots)).toBe('2026-11-26');
    expect(dailyDateOfSave('20261126-221500-abcdef', { ...options, seed: 7 }, bots)).toBeNull();
    expect(dailyDateOfSave('imported-game', options, bots)).toBeNull();
  });
});
