import { describe, expect, it } from 'vitest';
import { memoryStore } from '../platform/web-platform';
import { DEFAULT_SOUND, loadSound, saveSound } from './sound-settings';

describe('sound settings', () => {
  it('are remembered', () => {
    const store = memoryStore();
    saveSound({ volume: 0.25, muted: true }, store);
    expect(loadSound(store)).toEqual({ volume: 0.25, muted: true });
  });

  it('fall back to the defaults when nothing or garbage is stored, and clamp the volume', () => {
    const store = memoryStore();
    expect(loadSound(store)).toEqual(DEFAULT_SOUND);
    store.setItem('horse-fever:sound', '{not json');
    expect(loadSound(store)).toEqual(DEFAULT_SOUND);
    store.setItem('horse-fever:sound', JSON.stringify({ volume: 7, muted: 'yes' }));
    expect(loadSound(store)).toEqual({ volume: 1, muted: false });
  });
});
