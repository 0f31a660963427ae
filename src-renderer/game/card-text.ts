import { goalKind } from '../../src-shared/cards/goal-cards'

/** Message key of a card's rules text (Action, Assistant and Horse by number; Goal cards by kind). */
export function cardTextKey(no: number): string {
  return no >= 46 ? `goalText.${goalKind(no)}` : `cardText.${no}`
}

export function characterTextKey(id: string): string {
  return `characterText.${id}`
}
