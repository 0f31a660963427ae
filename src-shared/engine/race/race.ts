import { FINISH_LINE, HORSE_COUNT } from '../core/colors';
import { movementValue } from '../cards/movement';

/**
 * The race kernel (docs/rules.md §5): small functions over plain arrays indexed by horse, shared by
 * the game's state machine (one chance step at a time) and by whole-race simulation.
 */
export interface HorseMods {
  /** −1: no "=" effect. */
  startSet: number;
  startAdd: number;
  sprintSet: number;
  sprintAdd: number;
  noSprint: boolean;
  finishAdd: number;
  finishStop: boolean;
  lastSet: number;
  firstSet: number;
  /** +1 wins photo finishes, −1 loses them. */
  photo: number;
}

export function noMods(): HorseMods {
  return {
    startSet: -1,
    startAdd: 0,
    sprintSet: -1,
    sprintAdd: 0,
    noSprint: false,
    finishAdd: 0,
    finishStop: false,
    lastSet: -1,
    firstSet: -1,
    photo: 0,
  };
}

/**
 * Squares each horse still on the track moves for this movement card. `isStart` is the first
 * card of the race; later cards apply LAST / FIRST effects judged on positions as it is turned.
 */
export function movementSteps(
  card: number,
  rows: readonly number[],
  positions: readonly number[],
  onTrack: readonly boolean[],
  mods: readonly HorseMods[],
  isStart: boolean,
  out: number[],
): void {
  let lo = Infinity,
    hi = -Infinity;
  if (!isStart) {
    for (let h = 0; h < HORSE_COUNT; h++) {
      if (!onTrack[h]) continue;
      if (positions[h] < lo) lo = positions[h];
      if (positions[h] > hi) hi = positions[h];
    }
  }
  // All level (or alone): FIRST does not apply, so no horse is stuck (docs/rules.md §5, override).
  const firstApplies = hi > lo;
  for (let h = 0; h < HORSE_COUNT; h++) {
    if (!onTrack[h]) {
      out[h] = 0;
      continue;
    }
    const m = mods[h];
    let v = movementValue(card, rows[h]);
    if (isStart) {
      if (m.startSet >= 0) v = m.startSet;
      v = Math.max(0, v + m.startAdd);
    } else if (m.lastSet >= 0 && positions[h] === lo) {
      v = m.lastSet;
    } else if (firstApplies && m.firstSet >= 0 && positions[h] === hi) {
      v = m.firstSet;
    }
    out[h] = v;
  }
}

/** Moves every horse at once; a horse reaching the line now gets its FINISH effect. */
export function applyMovement(
  positions: number[],
  onTrack: readonly boolean[],
  steps: readonly number[],
  mods: readonly HorseMods[],
): void {
  for (let h = 0; h < HORSE_COUNT; h++) {
    if (!onTrack[h]) continue;
    const before = positions[h];
    let after = before + steps[h];
    if (before < FINISH_LINE && after >= FINISH_LINE) {
      const m = mods[h];
      after = m.finishStop ? FINISH_LINE : after + m.finishAdd;
    }
    positions[h] = after;
  }
}

/** Squares a sprint gives this horse. */
export function sprintValue(m: HorseMods): number {
  if (m.noSprint) return 0;
  return Math.max(0, (m.sprintSet >= 0 ? m.sprintSet : 1) + m.sprintAdd);
}

/** Each distinct colour on the two dice sprints once, if still on the track. */
export function applySprint(
  positions: number[],
  onTrack: readonly boolean[],
  dieA: number,
  dieB: number,
  mods: readonly HorseMods[],
): void {
  if (onTrack[dieA]) positions[dieA] += sprintValue(mods[dieA]);
  if (dieB !== dieA && onTrack[dieB]) positions[dieB] += sprintValue(mods[dieB]);
}

/**
 * Orders the horses that are on or past the line this race round (docs/rules.md §5.4): more squares
 * beyond first; then In Igni Veritas / Mala Tempora; then the higher odds row. Returns the order
 * and the runs still tied (equal odds), which the first player must order.
 */
export function rankFinishers(
  finishers: number[],
  positions: readonly number[],
  rows: readonly number[],
  mods: readonly HorseMods[],
): { order: number[]; ties: number[][] } {
  const cmp = (a: number, b: number): number =>
    positions[b] - positions[a] || mods[b].photo - mods[a].photo || rows[a] - rows[b];
  const order = finishers.slice().sort((a, b) => cmp(a, b) || a - b);
  const ties: number[][] = [];
  for (let i = 0; i < order.length;) {
    let j = i + 1;
    while (j < order.length && cmp(order[i], order[j]) === 0) j++;
    if (j - i > 1) ties.push(order.slice(i, j));
    i = j;
  }
  return { order, ties };
}
