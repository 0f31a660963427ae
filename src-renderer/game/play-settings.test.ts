import { describe, expect, it } from 'vitest';
import { memoryStore } from '../platform/web-platform';
import { DEFAULT_PLAY, loadPlay, savePlay } from './play-settings';

describe('play settings (race speed, music, reduced motion)', () => {
  it('are remembered', () => {
    const store = memoryStore();
    const chosen = { speed: 'fast', music: true, musicVolume: 0.3, reducedMotion: true } as const;
    savePlay(chosen, store);
    expect(loadPlay(store)).toEqual(chosen);
  });

  it('start with the music off, at normal speed, with the system deciding on motion', () => {
    expect(loadPlay(memoryStore())).toEqual(DEFAULT_PLAY);
    expect(DEFAULT_PLAY).toMatchObject({ speed: 'normal', music: false, reducedMotion: false });
  });

  it('fall back to the defaults on garbage, and clamp the music volume', () => {
    const store = memoryStore();
    store.setItem('horse-fever:settings', '{not json');
    expect(loadPlay(store)).toEqual(DEFAULT_PLAY);
    store.setItem('horse-fever:settings', JSON.stringify({ speed: 'warp', music: 'yes', musicVolume: 4 }));
    expect(loadPlay(store)).toEqual({ ...DEFAULT_PLAY, musicVolume: 1 });
  });
});
