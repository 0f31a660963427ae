import { cardKind } from '../../src-shared/engine/cards/card-kind';
import { goalKind } from '../../src-shared/engine/cards/goal-cards';
import { cardInfo } from './cards';
import type { MessageKey, Translate } from '../i18n/keys';

/** Message key of a card's rules text (Action, Assistant and Horse by number; Goal cards by kind). */
export function cardTextKey(no: number): MessageKey {
  return cardKind(no) === 'goal' ? `goalText.${goalKind(no)}` : `cardText.${no}`;
}

export function characterTextKey(id: string): MessageKey {
  return `characterText.${id}`;
}

/** A card's name as shown: printed names stay; a Goal card is named by its translated goal. */
export function cardName(no: number, t: Translate): string {
  const info = cardInfo(no);
  return info.kind === 'goal' ? t('card.goalName', { goal: t(cardTextKey(no)).replace(/\.$/, '') }) : info.name;
}
