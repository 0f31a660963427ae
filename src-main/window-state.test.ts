import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fifoOffering, HAS_MKFIFO } from './testing/fifo-writer';
import {
  DEFAULT_SIZE,
  initialBounds,
  parseWindowState,
  readWindowState,
  serializeWindowState,
  WINDOW_STATE_FILE,
} from './window-state';

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

describe('reading window-state.json', () => {
  const state = { bounds: { x: 10, y: 20, width: 1000, height: 700 }, maximized: false };
  const dir = mkdtempSync(join(tmpdir(), 'hf-window-'));

  it('reads a regular file and refuses one larger than the cap, whatever it holds', () => {
    const path = join(dir, WINDOW_STATE_FILE);
    writeFileSync(path, serializeWindowState(state));
    expect(readWindowState(path)).toEqual(state);
    // Valid JSON padded past 64 KiB: read whole, it would be accepted.
    writeFileSync(path, `${serializeWindowState(state)}${' '.repeat(100_000)}`);
    expect(readWindowState(path)).toBeNull();
    expect(readWindowState(join(dir, 'missing.json'))).toBeNull();
  });

  // Skipped where mkfifo is missing (Windows): there is no FIFO to make.
  it.skipIf(!HAS_MKFIFO)('refuses a FIFO without opening it (its writer would hand over a valid state)', () => {
    const path = join(dir, 'fifo-state.json');
    const stop = fifoOffering(path, serializeWindowState(state));
    try {
      expect(readWindowState(path)).toBeNull();
    } finally {
      stop();
    }
  });
});
