/** The Action card a drag carries (card-placement.vue sets its number as the drag's text), or null. */
export function droppedCard(e: DragEvent): number | null {
  const card = Number(e.dataTransfer?.getData('text/plain'));
  return Number.isInteger(card) && card > 0 ? card : null;
}
