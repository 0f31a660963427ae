import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, initialBounds, parseWindowState, serializeWindowState } from './window-state';

const screen = { x: 0, y: 0, width: 1920, height: 1080 };
const second = { x: 1920, y: 0, width: 1280, height: 1024 };

describe('window state', () => {
  it('round-trips and rejects files that are not ours', () => {
    const s = { bounds: { x: 10, y: 20, width: 1000, height: 700 }, maximized: true };
    expect(parseWindowState(serializeWindowState(s))).toEqual(s);
    for (const bad of [
      null,
      '',
      '{',
      '{"bounds":{}}',
      '{"bounds":{"x":0,"y":0,"width":0,"height":5},"maximized":false}',
    ]) {
      expect(parseWindowState(bad)).toBeNull();
    }
  });

  it('reopens where it was when that place is on a screen', () => {
    const s = { bounds: { x: 2000, y: 50, width: 1000, height: 700 }, maximized: false };
    expect(initialBounds(s, [screen, second])).toEqual({ x: 2000, y: 50, width: 1000, height: 700 });
  });

  it('pulls a window that hangs off the screen back inside, and shrinks it to fit', () => {
    const s = { bounds: { x: 1500, y: 600, width: 1000, height: 700 }, maximized: false };
    expect(initialBounds(s, [screen])).toEqual({ x: 920, y: 380, width: 1000, height: 700 });
    const huge = { bounds: { x: 0, y: 0, width: 4000, height: 3000 }, maximized: false };
    expect(initialBounds(huge, [screen])).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });

  it('falls back to the default size when the screen it was on is gone', () => {
    const s = { bounds: { x: 2000, y: 50, width: 1000, height: 700 }, maximized: false };
    expect(initialBounds(s, [screen])).toEqual(DEFAULT_SIZE);
    expect(initialBounds(null, [screen])).toEqual(DEFAULT_SIZE);
  });
});
