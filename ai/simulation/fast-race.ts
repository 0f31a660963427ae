import { DICE_OUTCOMES, FINISH_LINE, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import { nextFloat } from '../../src-shared/engine/core/rng';
import { MOVEMENT_CARDS } from '../../src-shared/engine/cards/movement';
import type { HorseMods } from '../../src-shared/engine/race/race';
import { MAX_RACE_ROUNDS } from '../../src-shared/engine/race/race-sim';

/**
 * The race (docs/rules.md §5) for bots' search: typed arrays, the engine's generator on a typed array, no
 * allocation per race. Given the same uniform draws it plays exactly the engine's RaceSimulator (same deck handling,
 * same draws for cards and dice, lane order in unresolved photo finishes), which a differential test checks.
 */

const CARDS = MOVEMENT_CARDS.length;

export class FastRace {
  /** Squares per card and horse for the current rows: step[(card - 1) * HORSE_COUNT + h]. */
  private readonly step = new Uint8Array(CARDS * HORSE_COUNT);
  private readonly rows = new Int8Array(HORSE_COUNT);
  private readonly startSet = new Int8Array(HORSE_COUNT);
  private readonly startAdd = new Int8Array(HORSE_COUNT);
  private readonly sprint = new Int8Array(HORSE_COUNT);
  private readonly finishAdd = new Int8Array(HORSE_COUNT);
  private readonly finishStop = new Uint8Array(HORSE_COUNT);
  private readonly lastSet = new Int8Array(HORSE_COUNT);
  private readonly firstSet = new Int8Array(HORSE_COUNT);
  private readonly photo = new Int8Array(HORSE_COUNT);
  private readonly pos = new Int16Array(HORSE_COUNT);
  private readonly onTrack = new Uint8Array(HORSE_COUNT);
  private readonly deck = new Uint8Array(CARDS);
  private readonly discard = new Uint8Array(CARDS);
  private readonly fin = new Uint8Array(HORSE_COUNT);
  /** The last race's finishing order (horse indices). */
  readonly ranking = new Uint8Array(HORSE_COUNT);
  /** The last race's final squares. */
  readonly positions = new Int16Array(HORSE_COUNT);
  /** The engine's generator words (src-shared/engine/core/rng.ts). */
  private readonly s = new Int32Array(4);

  /** Seeds the generator with four words (e.g. from seedRng). */
  seed(words: readonly number[]): void {
    for (let i = 0; i < 4; i++) this.s[i] = words[i] | 0;
  }

  /** Uniform float in [0, 1), as src-shared/rng.ts nextFloat. */
  next(): number {
    return nextFloat(this.s);
  }

  /** Sets the rows the race uses (after ODDS cards) and the horses' card effects. */
  setup(rows: ArrayLike<number>, mods: readonly HorseMods[]): void {
    for (let h = 0; h < HORSE_COUNT; h++) {
      const m = mods[h];
      this.rows[h] = rows[h];
      this.startSet[h] = m.startSet;
      this.startAdd[h] = m.startAdd;
      this.sprint[h] = m.noSprint ? 0 : Math.max(0, (m.sprintSet >= 0 ? m.sprintSet : 1) + m.sprintAdd);
      this.finishAdd[h] = m.finishAdd;
      this.finishStop[h] = m.finishStop ? 1 : 0;
      this.lastSet[h] = m.lastSet;
      this.firstSet[h] = m.firstSet;
      this.photo[h] = m.photo;
      for (let c = 0; c < CARDS; c++) this.step[c * HORSE_COUNT + h] = MOVEMENT_CARDS[c][rows[h]];
    }
  }

  /** A horse's square after moving `by` from `before` when it may cross the finish line (its card's finish effect). */
  private cross(h: number, before: number, by: number): number {
    const after = before + by;
    if (before >= FINISH_LINE || after < FINISH_LINE) return after;
    return this.finishStop[h] ? FINISH_LINE : after + this.finishAdd[h];
  }

  /** One whole race from a full movement deck; the result is in `ranking` and `positions`. */
  run(): void {
    const { step, pos, onTrack, deck, discard, fin, ranking, rows, photo, s } = this;
    const { startSet, startAdd, lastSet, firstSet, sprint } = this;
    for (let h = 0; h < HORSE_COUNT; h++) {
      pos[h] = 0;
      onTrack[h] = 1;
    }
    for (let i = 0; i < CARDS; i++) deck[i] = i + 1;
    let deckCount = CARDS,
      discardCount = 0,
      ranked = 0,
      round = 0;
    while (ranked < HORSE_COUNT && round < MAX_RACE_ROUNDS) {
      // The card drawn.
      const at = Math.floor(nextFloat(s) * deckCount);
      const card = deck[at];
      deck[at] = deck[--deckCount];
      if (deckCount === 0) {
        for (let i = 0; i < discardCount; i++) deck[i] = discard[i];
        deckCount = discardCount;
        discardCount = 0;
      }
      discard[discardCount++] = card;
      const base = (card - 1) * HORSE_COUNT;
      // Each horse's move, added at once: moves depend only on squares before this card.
      if (round === 0) {
        for (let h = 0; h < HORSE_COUNT; h++) {
          const v = startSet[h] >= 0 ? startSet[h] : step[base + h];
          const m = v + startAdd[h];
          if (m > 0) pos[h] = this.cross(h, 0, m);
        }
      } else {
        let lo = 1 << 14,
          hi = -1;
        for (let h = 0; h < HORSE_COUNT; h++) {
          if (!onTrack[h]) continue;
          if (pos[h] < lo) lo = pos[h];
          if (pos[h] > hi) hi = pos[h];
        }
        for (let h = 0; h < HORSE_COUNT; h++) {
          if (!onTrack[h]) continue;
          const before = pos[h];
          let v = step[base + h];
          if (lastSet[h] >= 0 && before === lo) v = lastSet[h];
          else if (hi > lo && firstSet[h] >= 0 && before === hi) v = firstSet[h];
          pos[h] = before < FINISH_LINE && before + v >= FINISH_LINE ? this.cross(h, before, v) : before + v;
        }
      }
      round++;
      // The two sprint dice.
      const k = Math.floor(nextFloat(s) * DICE_OUTCOMES);
      const a = (k / HORSE_COUNT) | 0,
        b = k % HORSE_COUNT;
      if (onTrack[a]) pos[a] += sprint[a];
      if (b !== a && onTrack[b]) pos[b] += sprint[b];
      // Finishers of this round, insertion-sorted: further beyond, photo card, higher odds, lane.
      let n = 0;
      for (let h = 0; h < HORSE_COUNT; h++) {
        if (!onTrack[h] || pos[h] < FINISH_LINE) continue;
        let i = n++;
        while (i > 0) {
          const o = fin[i - 1];
          const before =
            pos[o] > pos[h] ||
            (pos[o] === pos[h] && (photo[o] > photo[h] || (photo[o] === photo[h] && rows[o] <= rows[h])));
          if (before) break;
          fin[i] = o;
          i--;
        }
        fin[i] = h;
      }
      for (let i = 0; i < n; i++) {
        ranking[ranked++] = fin[i];
        onTrack[fin[i]] = 0;
      }
    }
    // A stalled race (never seen; the guard only bounds the loop) ranks the rest by position.
    while (ranked < HORSE_COUNT) {
      let best = -1;
      for (let h = 0; h < HORSE_COUNT; h++) if (onTrack[h] && (best < 0 || pos[h] > pos[best])) best = h;
      ranking[ranked++] = best;
      onTrack[best] = 0;
    }
    for (let h = 0; h < HORSE_COUNT; h++) this.positions[h] = pos[h];
  }
}
