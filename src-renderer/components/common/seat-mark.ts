/**
 * The short mark a player's bet chip carries on the blackboard: the name's first letter, with its
 * number when it ends in one, so that "Bot 1" and "Bot 2" (B1, B2) are told apart.
 */
export function seatMark(name: string): string {
  const n = name.trim();
  const number = /\d+$/.exec(n)?.[0] ?? '';
  const first = [...n][0]?.toUpperCase() ?? '?';
  return number && number !== n ? first + number : first;
}
