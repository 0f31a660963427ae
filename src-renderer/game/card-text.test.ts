import { describe, expect, it } from 'vitest';
import { createAppI18n } from '../i18n';
import { cardName } from './card-text';

describe('cardName', () => {
  it("keeps printed names and names Goal cards by their goal in the player's language", () => {
    const { t } = createAppI18n('fr').global;
    expect(cardName(1, t)).toBe('Magna Velocitas');
    expect(cardName(36, t)).toBe('Costantino');
    expect(cardName(46, t)).toBe('Objectif : Plus grand nombre de cartes Propriétaire d’écurie');
    expect(cardName(59, createAppI18n('en').global.t)).toBe('Goal: Fewest VP (before goals)');
  });
});
