import { cardKind } from '../../src-shared/engine/cards/card-kind';
import { goalKind } from '../../src-shared/engine/cards/goal-cards';
import { cardInfo } from './cards';

/** Message key of a card's rules text (Action, Assistant and Horse by number; Goal cards by kind). */
export function cardTextKey(no: number): string {
  return cardKind(no) === 'goal' ? `goalText.${goalKind(no)}` : `cardText.${no}`;
}

export function characterTextKey(id: string): string {
  return `characterText.${id}`;
}

/** A card's name as shown: printed names stay; a Goal card is named by its translated goal. */
export function cardName(no: number, t: (key: string, values?: Record<string, string>) => string): string {
  const info = cardInfo(no);
  return info.kind === 'goal' ? t('card.goalName', { goal: t(cardTextKey(no)).replace(/\.$/, '') }) : info.name;
}
