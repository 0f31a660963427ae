import { describe, expect, it } from 'vitest';
import { createAppI18n, type Locale } from '../i18n';
import { itemParam, paramText } from './message-text';

const say = (locale: Locale, ...args: Parameters<typeof itemParam>): string =>
  paramText(createAppI18n(locale).global.t, itemParam(...args));

describe('items changing hands, worded per language', () => {
  it('names a stable by its colour in a phrase of the language, not a list', () => {
    expect(say('en', { kind: 'stable', horse: 'red' })).toBe('the Red stable');
    expect(say('fr', { kind: 'stable', horse: 'red' })).toBe("l'écurie Rouge");
    expect(say('it', { kind: 'stable', horse: 'red' })).toBe('la scuderia Rosso');
  });

  it('names a Goal card only to the one who may see it', () => {
    expect(say('en', { kind: 'goal', card: 59 }, false)).toBe('a Goal card (their pick)');
    expect(say('en', { kind: 'goal' })).toBe('a Goal card (their pick)');
    expect(say('en', { kind: 'goal', card: 59 })).toMatch(/^Goal: /);
  });
});
