import { describe, expect, it } from 'vitest';
import { memoryStore } from '../platform/web-platform';
import { loadNewGameSettings, saveNewGameSettings, type NewGameSettings } from './new-game-settings';

describe('New game settings: the New game screen remembers the last settings', () => {
  it('are remembered: mode, names, who is a person and each bot’s level, options', () => {
    const store = memoryStore();
    const settings: NewGameSettings = {
      mode: 'board',
      seats: [
        { name: 'Anna', bot: null },
        { name: 'Bot 1', bot: 'hard' },
        { name: 'Ben', bot: null },
      ],
      starred: true,
    };
    saveNewGameSettings(settings, store);
    expect(loadNewGameSettings(store)).toEqual(settings);
  });

  it('keep the Party Game’s races and starting money, and drop them when damaged', () => {
    const store = memoryStore();
    const seats = [
      { name: 'Anna', bot: null },
      { name: 'Bot 1', bot: 'easy' as const },
    ];
    saveNewGameSettings({ mode: 'party', seats, starred: false, party: { races: 4, startingMoney: 3000 } }, store);
    expect(loadNewGameSettings(store)?.party).toEqual({ races: 4, startingMoney: 3000 });
    store.setItem('horse-fever:new-game', JSON.stringify({ mode: 'party', seats, party: { races: 'x' } }));
    expect(loadNewGameSettings(store)).toEqual({ mode: 'party', seats, starred: false });
  });

  it('are ignored when nothing, garbage or a damaged list is stored', () => {
    const store = memoryStore();
    expect(loadNewGameSettings(store)).toBeNull();
    for (const text of [
      '{not json',
      '7',
      JSON.stringify({ mode: 'family', seats: [] }),
      JSON.stringify({ mode: 'family', seats: [{ name: 'A', bot: 'genius' }] }),
      JSON.stringify({ mode: 3, seats: [{ name: 'A', bot: null }] }),
      JSON.stringify({ mode: 'family', seats: Array.from({ length: 13 }, () => ({ name: 'A', bot: null })) }),
    ]) {
      store.setItem('horse-fever:new-game', text);
      expect(loadNewGameSettings(store), text).toBeNull();
    }
  });

  it('cut names to the form’s length and read a missing option as off', () => {
    const store = memoryStore();
    store.setItem(
      'horse-fever:new-game',
      JSON.stringify({ mode: 'family', seats: [{ name: 'x'.repeat(40), bot: null }] }),
    );
    expect(loadNewGameSettings(store)).toEqual({
      mode: 'family',
      seats: [{ name: 'x'.repeat(24), bot: null }],
      starred: false,
    });
  });
});
