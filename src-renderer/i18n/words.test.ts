import { describe, expect, it } from 'vitest';
import { createAppI18n, MESSAGES, type Locale } from './index';

const LOCALES = ['en', 'fr', 'it'] as const;

function leaves(o: unknown, prefix = ''): [string, string][] {
  if (o && typeof o === 'object')
    return Object.entries(o).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, String(o)]];
}
const tr = (locale: Locale) => createAppI18n(locale).global.t;

describe('counted words ("1 card", "2 cards")', () => {
  it('no message words a count with a "(s)"-style shortcut in any language', () => {
    for (const l of LOCALES) {
      const bad = leaves(MESSAGES[l]).filter(([, v]) => /\((s|e|i)\)|\w\/[aei]\b/.test(v));
      expect(bad).toEqual([]);
    }
  });

  it('every plural message has the same three forms (none, one, many) in every language', () => {
    const forms = (l: Locale) =>
      leaves(MESSAGES[l])
        .filter(([, v]) => v.includes(' | '))
        .map(([k, v]) => [k, v.split(' | ').length]);
    expect(forms('en').length).toBeGreaterThanOrEqual(4);
    expect(forms('en').every(([, n]) => n === 3)).toBe(true);
    for (const l of ['fr', 'it'] as const) expect(forms(l)).toEqual(forms('en'));
  });

  it.each([
    ['en', '1 face-down card on this horse', '2 face-down cards on this horse', '1 card played face down'],
    ['fr', '1 carte face cachée sur ce cheval', '2 cartes face cachée sur ce cheval', '1 carte jouée face cachée'],
    ['it', '1 carta coperta su questo cavallo', '2 carte coperte su questo cavallo', '1 carta giocata coperta'],
  ] as const)('%s: one card, two cards', (locale, one, two, played) => {
    const t = tr(locale);
    expect(t('track.cardsOn', 1)).toBe(one);
    expect(t('track.cardsOn', 2)).toBe(two);
    expect(t('player.played', 1)).toBe(played);
    expect(t('library.count', 1)).toMatch(/^1 car(d|te|ta)$/);
    expect(t('purchase.deck', { deck: 'X', price: 400, left: 1 }, 1)).toMatch(/\b1\b/);
    expect(t('purchase.deck', { deck: 'X', price: 400, left: 0 }, 0)).not.toMatch(/\b0\b/);
  });
});

describe('places and money as the rulebooks word them', () => {
  it('1st, 2nd, 3rd: French "1ère … 2e", Italian "1° … 2°" (fr-rulebook "600D pour l’écurie 1ère", it-rulebook "arriva 1°")', () => {
    const places = (l: Locale) => [1, 2, 3].map((n) => tr(l)(`rank.p${n}`));
    expect(places('en')).toEqual(['1st', '2nd', '3rd']);
    expect(places('fr')).toEqual(['1ère', '2e', '3e']);
    expect(places('it')).toEqual(['1°', '2°', '3°']);
    expect(tr('fr')('show.place', { place: tr('fr')('rank.p1') })).toBe('1ère place !');
    expect(tr('it')('player.firstBadge')).toBe('1°');
  });

  it('the money is "Dinars" in French and "Danari" in Italian, never plain "argent" / "denaro"', () => {
    expect(tr('fr')('player.money')).toBe('Dinars');
    expect(tr('it')('player.money')).toBe('Danari');
    expect(leaves(MESSAGES.fr).filter(([, v]) => /\bargent\b/i.test(v))).toEqual([]);
    expect(leaves(MESSAGES.it).filter(([, v]) => /\bden[ae]r[io]\b/i.test(v))).toEqual([]);
  });
});
