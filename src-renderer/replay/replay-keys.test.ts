import { describe, expect, it } from 'vitest';
import { replayCommand } from './replay-keys';

const key = (k: string, shiftKey = false) => ({ key: k, shiftKey });
const body = { tagName: 'BODY' };

describe('the Replay screen’s keys', () => {
  it('step by decision, phase and round, go to the ends and play or pause', () => {
    expect(replayCommand(key('ArrowRight'), body)).toEqual({ kind: 'step', stop: 'decision', direction: 1 });
    expect(replayCommand(key('ArrowLeft', true), body)).toEqual({ kind: 'step', stop: 'phase', direction: -1 });
    expect(replayCommand(key('PageDown'), body)).toEqual({ kind: 'step', stop: 'round', direction: 1 });
    expect(replayCommand(key('PageUp'), body)).toEqual({ kind: 'step', stop: 'round', direction: -1 });
    expect(replayCommand(key('Home'), body)).toEqual({ kind: 'start' });
    expect(replayCommand(key('End'), body)).toEqual({ kind: 'end' });
    expect(replayCommand(key(' '), { tagName: 'BUTTON' })).toEqual({ kind: 'toggle' });
  });

  it('leave the slider, a list and a checkbox their own keys, and ignore modified keys', () => {
    expect(replayCommand(key('ArrowRight'), { tagName: 'INPUT', type: 'range' })).toBeNull();
    expect(replayCommand(key('ArrowLeft'), { tagName: 'SELECT' })).toBeNull();
    expect(replayCommand(key(' '), { tagName: 'INPUT', type: 'checkbox' })).toBeNull();
    expect(replayCommand({ key: 'ArrowRight', shiftKey: false, ctrlKey: true }, body)).toBeNull();
    expect(replayCommand(key('a'), body)).toBeNull();
  });
});
