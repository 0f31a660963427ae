// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS } from '../../../src-shared/engine/cards/action-cards';
import { ASSISTANT_CARDS } from '../../../src-shared/engine/cards/assistant-cards';
import { CHARACTERS } from '../../../src-shared/engine/cards/characters';
import { GOAL_TEXT, goalKind } from '../../../src-shared/engine/cards/goal-cards';
import { HORSE_CARDS } from '../../../src-shared/engine/cards/horse-cards';
import { MOVEMENT_CARDS } from '../../../src-shared/engine/cards/movement';
import { createAppI18n } from '../../i18n';
import CardFace from './card-face.vue';
import { allCards, faceData, type CardRef } from './card-model';

const I18N = { en: createAppI18n('en'), fr: createAppI18n('fr') };
const mountFace = (card: CardRef, compact = false, locale: 'en' | 'fr' = 'en') =>
  mount(CardFace, { global: { plugins: [I18N[locale]] }, props: { card, compact } });
const PRINTED = new Map<number, string>(
  [...ACTION_CARDS, ...ASSISTANT_CARDS, ...HORSE_CARDS].map((c) => [c.no, c.name] as [number, string]),
);

describe('CardFace', () => {
  it('every numbered card 1–59 shows its number, its printed name (a Goal its goal) and its rules text', () => {
    for (let no = 1; no <= 59; no++) {
      const w = mountFace(no);
      expect(w.get('.face-no').text()).toBe(String(no));
      const name = PRINTED.get(no);
      if (name) expect(w.get('.face-name').text()).toBe(name);
      else expect(w.get('.face-text').text()).toBe(GOAL_TEXT[goalKind(no)]);
      expect(w.get('.face-text').text()).not.toBe('');
    }
  });

  it('every numbered card has a compact tile with its number and name', () => {
    for (let no = 1; no <= 59; no++) {
      const w = mountFace(no, true);
      expect(w.get('.face-no').text()).toBe(String(no));
      expect(w.get('.face-name').text()).toContain(PRINTED.get(no) ?? 'Goal:');
    }
  });

  it('Action cards carry their letter and colour frame; grey ones have no letter', () => {
    expect(mountFace(5).get('.face-letter').text()).toBe('F');
    expect(mountFace(5).classes()).toContain('frame-green');
    expect(mountFace(12).classes()).toContain('frame-red');
    expect(mountFace(15).find('.face-letter').exists()).toBe(false);
    expect(mountFace(15).classes()).toContain('frame-grey');
  });

  it('a Character shows its name, starting money and stable row from the card data', () => {
    for (const c of CHARACTERS) {
      const w = mountFace({ deck: 'character', id: c.id });
      expect(w.get('.face-name').text()).toBe(c.name);
      expect(w.get('.face-tag.money').text()).toContain(String(c.money));
      expect(w.find('.face-tag.odds').exists()).toBe(c.stableRow !== null);
    }
  });

  it('a Movement card shows its six values by odds row', () => {
    const w = mountFace({ deck: 'movement', no: 18 });
    expect(w.findAll('.movement-value').map((v) => Number(v.text()))).toEqual(MOVEMENT_CARDS[17]);
    expect(w.findAll('.movement-odds').map((v) => v.text())).toEqual(['1:2', '1:3', '1:4', '1:5', '1:6', '1:7']);
  });

  it('a Stable Owner card is framed in its colour with its price on each odds row', () => {
    const w = mount(CardFace, {
      global: { plugins: [I18N.en] },
      props: { card: { deck: 'stable', color: 'yellow' }, row: 1 },
    });
    expect(w.classes()).toEqual(expect.arrayContaining(['frame-stable', 'yellow']));
    expect(w.get('.face-name').text()).toBe('Yellow stable');
    // en-rulebook "Purchase a Stable Owner card": a stable rated 1:3 costs 1900 D (docs/rules.md §7).
    expect(w.get('.price-step.current').text()).toBe('1:31900');
  });

  it('Loan cards state what is taken and repaid, in the player’s language', () => {
    expect(mountFace({ deck: 'loan', loan: 'mob' }).get('.face-text').text()).toBe(
      'Take 4000 from the bank; repay 5000 at the end of the game.',
    );
    expect(mountFace({ deck: 'loan', loan: 'bank' }, false, 'fr').get('.face-name').text()).toBe('Prêt de la banque');
  });

  it('every card of every deck renders a named face (102 cards)', () => {
    const cards = allCards().flatMap((s) => s.cards);
    expect(cards).toHaveLength(102);
    expect(new Set(cards.map((c) => faceData(c).key)).size).toBe(102);
    for (const c of cards) expect(mountFace(c).get('.face-name').text()).not.toBe('');
  });

  it('prints each effect’s figure beside the symbol, read from the card data (en-rulebook "Horse cards": "=2", "+3")', () => {
    expect([1, 2, 9, 10, 12, 15, 17, 22, 36, 38, 42, 44].map((no) => faceData(no).figure)).toEqual([
      '=4',
      '+1',
      '−1',
      null,
      '−',
      '▲2',
      '+400',
      '−1',
      '=2',
      '+3',
      '▼2 +600',
      null,
    ]);
    expect(mountFace(42).get('.face-figure').text()).toBe('▼2 +600');
    expect(mountFace(44).find('.face-figure').exists()).toBe(false);
  });

  it('refuses a card that does not exist', () => {
    expect(() => faceData(60)).toThrow('unknown card 60');
    expect(() => faceData({ deck: 'movement', no: 24 })).toThrow('unknown movement card 24');
  });
});
