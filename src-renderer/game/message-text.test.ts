import { describe, expect, it } from 'vitest';
import { createAppI18n, type Locale } from '../i18n';
import { itemParam, paramText, signedAmount } from './message-text';

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

describe('amounts with their sign', () => {
  it('word gains as gains and losses as losses, grouped as each language writes numbers', () => {
    const signed = (locale: Locale, n: number): string => signedAmount(createAppI18n(locale).global.t, n);
    expect([signed('en', 1400), signed('en', -400), signed('en', 0)]).toEqual(['+1,400', '−400', '0']);
    expect(signed('fr', 1400)).toBe('+1\u202f400');
    expect(signed('it', -14000)).toBe('−14.000');
  });
});
