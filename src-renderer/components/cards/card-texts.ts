import { assistantCard } from '../../../src-shared/engine/cards/assistant-cards';
import { character } from '../../../src-shared/engine/cards/characters';
import { horseCard } from '../../../src-shared/engine/cards/horse-cards';
import { actionCard } from '../../../src-shared/engine/cards/action-cards';
import { LOANS } from '../../../src-shared/engine/board/holdings';
import { STABLE_PRIZES } from '../../../src-shared/engine/race/payoffs';
import { cardName, cardTextKey, characterTextKey } from '../../game/card-text';
import { faceData, type CardRef } from './card-model';

import type { Translate as T } from '../../i18n/keys';

/** A face's words in the player's language: printed names stay, rules texts come from the messages. */
export interface FaceText {
  name: string;
  /** The printed subtitle (Assistant and Horse cards) or the deck's name. */
  title: string;
  text: string;
  /** What a screen reader says for the card. */
  label: string;
}

function words(card: CardRef, t: T): Omit<FaceText, 'label'> {
  if (typeof card === 'number') {
    const text = t(cardTextKey(card));
    const name = cardName(card, t);
    switch (faceData(card).deck) {
      case 'action':
        return { name, title: t(`cards.actionTitle.${actionCard(card).colour}`), text };
      case 'assistant':
        return { name, title: assistantCard(card).title, text };
      case 'horse':
        return { name, title: horseCard(card).title, text };
      default:
        return { name: t('cards.deck.goal'), title: t('cards.goalTitle'), text };
    }
  }
  switch (card.deck) {
    case 'character':
      return { name: character(card.id).name, title: t('cards.deck.character'), text: t(characterTextKey(card.id)) };
    case 'stable': {
      const [first, second, third] = STABLE_PRIZES;
      return {
        name: t('cards.stableName', { horse: t(`color.${card.color}`) }),
        title: t('cards.deck.stable'),
        text: t('cards.stableText', { first, second, third }),
      };
    }
    case 'loan': {
      const { amount, repay } = LOANS[card.loan];
      return {
        name: t(`cards.loanName.${card.loan}`),
        title: t('cards.deck.loan'),
        text: t('cards.loanText', { amount, repay }),
      };
    }
    case 'movement':
      return { name: t('cards.deck.movement'), title: t('cards.movementTitle'), text: '' };
  }
}

export function faceText(card: CardRef, t: T): FaceText {
  const w = words(card, t);
  const face = faceData(card);
  const name = typeof card === 'number' ? cardName(card, t) : w.name;
  const parts = [
    typeof card === 'number' ? t('cards.numbered', { no: card, name }) : '',
    typeof card === 'object' && card.deck === 'movement' ? t('cards.movementName', { no: card.no }) : '',
    typeof card === 'object' && card.deck !== 'movement' ? name : '',
    w.title,
    face.letter ? t('card.letter', { letter: face.letter }) : '',
    face.symbol && face.symbol !== 'NONE' ? t(`cards.symbol.${face.symbol}`) : '',
    w.text,
  ];
  return { ...w, label: parts.filter((p) => p !== '').join('. ') };
}
