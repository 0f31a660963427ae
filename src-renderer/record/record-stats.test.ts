import { describe, expect, it } from 'vitest';
import { dailyBests, recordStats, strongestBot } from './record-stats';
import { entry } from './test-entries';

describe('recordStats', () => {
  it('is empty for a new player', () => {
    const s = recordStats([]);
    expect(s).toMatchObject({ games: 0, wins: 0, winRate: 0, places: [], streak: { current: 0, best: 0 } });
  });

  it('counts games and wins per mode, strongest bot and number of players', () => {
    const s = recordStats([
      entry(1),
      entry(2, { place: 3, bots: ['easy', 'hard'], players: 3 }),
      entry(3, {
        mode: 'party',
        vp: null,
        money: 5000,
        place: 2,
        players: 6,
        bots: ['easy', 'easy', 'easy', 'easy', 'easy'],
      }),
    ]);
    expect(s.games).toBe(3);
    expect(s.wins).toBe(1);
    expect(s.winRate).toBeCloseTo(1 / 3);
    expect(s.byMode).toEqual({ family: { games: 2, wins: 1 }, party: { games: 1, wins: 0 } });
    expect(s.byLevel).toEqual({
      normal: { games: 1, wins: 1 },
      hard: { games: 1, wins: 0 },
      easy: { games: 1, wins: 0 },
    });
    expect(s.byPlayers).toEqual({ 3: { games: 1, wins: 0 }, 4: { games: 1, wins: 1 }, 6: { games: 1, wins: 0 } });
    expect(s.places).toEqual([1, 1, 1]);
    expect(s.best).toEqual({ family: { vp: 12, money: 1200 }, party: { vp: null, money: 5000 } });
  });

  it('runs streaks in the order the games ended, whatever the entries order', () => {
    const games = [
      entry(1),
      entry(2),
      entry(3, { place: 2 }),
      entry(4),
      entry(5),
      entry(6),
      entry(7, { place: 4 }),
      entry(8),
    ];
    expect(recordStats(games.slice().reverse()).streak).toEqual({ current: 1, best: 3 });
    expect(recordStats(games.slice(0, 6)).streak).toEqual({ current: 3, best: 3 });
  });

  it('names the strongest bot', () => {
    expect(strongestBot(['random', 'hard', 'easy'])).toBe('hard');
    expect(strongestBot([])).toBeNull();
  });
});

describe('dailyBests', () => {
  it('keeps the best result per date: the place first, then VP', () => {
    const bests = dailyBests([
      entry(1, { daily: '2026-11-01', place: 2, vp: 30 }),
      entry(2, { daily: '2026-11-01', place: 1, vp: 12 }),
      entry(3, { daily: '2026-11-01', place: 1, vp: 11 }),
      entry(4, { daily: '2026-11-02', place: 3 }),
      entry(5),
    ]);
    expect(bests.map((b) => [b.date, b.entry.id, b.tries])).toEqual([
      ['2026-11-02', entry(4).id, 1],
      ['2026-11-01', entry(2).id, 3],
    ]);
  });
});
