import { describe, expect, it } from 'vitest';
import { isTyping, shortcutFor } from './shortcuts';

const body = { tagName: 'BODY' };
const input = (type: string) => ({ tagName: 'INPUT', type });

describe('keyboard shortcuts', () => {
  it('map the keys of the list', () => {
    expect(shortcutFor({ key: 'Enter' }, body)).toEqual({ kind: 'confirm' });
    expect(shortcutFor({ key: '1' }, body)).toEqual({ kind: 'horse', index: 0 });
    expect(shortcutFor({ key: '6' }, body)).toEqual({ kind: 'horse', index: 5 });
    expect(shortcutFor({ key: '7' }, body)).toBeNull();
    expect(shortcutFor({ key: 'w' }, body)).toEqual({ kind: 'bet', bet: 'win' });
    expect(shortcutFor({ key: 'S' }, body)).toEqual({ kind: 'bet', bet: 'show' });
    expect(shortcutFor({ key: '+' }, body)).toEqual({ kind: 'stake', step: 1 });
    expect(shortcutFor({ key: '-' }, body)).toEqual({ kind: 'stake', step: -1 });
    expect(shortcutFor({ key: ' ' }, body)).toEqual({ kind: 'continue' });
    expect(shortcutFor({ key: '?' }, body)).toEqual({ kind: 'help' });
  });

  it('act from a bet option (a radio) but never while typing in a box', () => {
    expect(shortcutFor({ key: '3' }, input('radio'))).toEqual({ kind: 'horse', index: 2 });
    expect(shortcutFor({ key: 'Enter' }, input('checkbox'))).toEqual({ kind: 'confirm' });
    for (const t of [input('number'), input('text'), input(''), { tagName: 'TEXTAREA' }, { tagName: 'SELECT' }]) {
      expect(isTyping(t)).toBe(true);
      for (const key of ['1', 'w', 's', '+', '-', 'Enter', ' ', '?']) expect(shortcutFor({ key }, t)).toBeNull();
    }
    expect(shortcutFor({ key: 'w' }, { tagName: 'DIV', isContentEditable: true })).toBeNull();
  });

  it('leave Enter and Space to a focused button or link, and every key with Ctrl, Alt or ⌘ to the browser', () => {
    expect(shortcutFor({ key: 'Enter' }, { tagName: 'BUTTON' })).toBeNull();
    expect(shortcutFor({ key: ' ' }, { tagName: 'A' })).toBeNull();
    expect(shortcutFor({ key: '2' }, { tagName: 'BUTTON' })).toEqual({ kind: 'horse', index: 1 });
    expect(shortcutFor({ key: 's', ctrlKey: true }, body)).toBeNull();
    expect(shortcutFor({ key: '1', altKey: true }, body)).toBeNull();
    expect(shortcutFor({ key: 'w', metaKey: true }, body)).toBeNull();
  });
});
