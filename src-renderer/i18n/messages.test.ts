import { describe, expect, it } from 'vitest';
import { createAppI18n, MESSAGES, type Locale } from './index';
import { CHARACTERS } from '../../src-shared/engine/cards/characters';
import { GOAL_CARD_NUMBERS } from '../../src-shared/engine/cards/goal-cards';
import { cardTextKey, characterTextKey } from '../game/card-text';

const { en, fr, it: it_ } = MESSAGES;

function keys(o: unknown, prefix = ''): string[] {
  if (Array.isArray(o)) return [`${prefix}[${o.length}]`];
  if (o && typeof o === 'object') return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
function leaves(o: unknown, prefix = ''): [string, unknown][] {
  if (o && typeof o === 'object')
    return Object.entries(o).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, o]];
}
const has = (path: string): boolean =>
  keys(en).some((k) => k === path || k.startsWith(`${path}.`) || k.startsWith(`${path}[`));

describe('messages', () => {
  it('French and Italian have exactly the English keys', () => {
    expect(keys(fr)).toEqual(keys(en));
    expect(keys(it_)).toEqual(keys(en));
  });

  it('every literal key the components and the log use exists in English', () => {
    const sources = import.meta.glob(
      [
        '../components/**/*.vue',
        '../components/**/*.ts',
        '../composables/*.ts',
        '../game/*.ts',
        '../app.vue',
        '!../**/*.test.ts',
      ],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    );
    const src = Object.values(sources).join('\n');
    const used = new Set(
      [
        ...src.matchAll(/\bt\('([\w.]+)'/g),
        ...src.matchAll(/key: '([\w.]+)'/g),
        ...src.matchAll(/line\('([\w.]+)'/g),
      ].map((m) => m[1]!),
    );
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !has(k))).toEqual([]);
  });

  it('no message is empty in any language', () => {
    for (const messages of [en, fr, it_])
      expect(leaves(messages).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
  });

  it('every card, goal and character has its rules text in every language, translated from the English', () => {
    const keys = [
      ...Array.from({ length: 45 }, (_, i) => cardTextKey(i + 1)),
      ...GOAL_CARD_NUMBERS.map(cardTextKey),
      ...CHARACTERS.map((c) => characterTextKey(c.id)),
    ];
    const texts = (locale: Locale) => {
      const { t, te } = createAppI18n(locale).global;
      return keys.map((k) => (te(k, locale) ? t(k) : `missing ${k}`));
    };
    const english = texts('en');
    expect(english).toContain('Start: moves 4.');
    for (const locale of ['fr', 'it'] as const) {
      const translated = texts(locale);
      expect(translated.filter((x) => x.startsWith('missing') || x.trim() === '')).toEqual([]);
      // Only a text made of names and numbers could stay the same.
      expect(translated.filter((x, i) => x === english[i])).toEqual([]);
    }
  });
});
