import { DICE_OUTCOMES, FINISH_LINE, HORSE_COUNT, clampRow } from '../core/colors';
import { MOVEMENT_CARD_NUMBERS } from '../cards/movement';
import { applyMovement, applySprint, movementSteps, rankFinishers, type HorseMods } from './race';

/**
 * A whole race from given odds rows and card mods (docs/rules.md §5), built on the race kernel in
 * race.ts: for odds tables, bots' look-ahead, benchmarks and a race with every chance outcome
 * forced. Pure: no Node, no game state; the chance outcomes come from a `RaceChance`.
 */

/** Where a race's chance outcomes come from. */
export interface RaceChance {
  /** The movement card to turn: one of `deck[0 .. count)`, the cards still in the deck. */
  movement(deck: readonly number[], count: number): number;
  /** Both sprint dice as horse indices, packed `a * HORSE_COUNT + b` (0..DICE_OUTCOMES - 1). */
  dice(): number;
  /**
   * The first player's order for a run of horses still tied on equal odds (given in lane
   * order). Without it, lane order stands.
   */
  photo?(tied: readonly number[]): readonly number[];
}

/** One race round, for a step-by-step account of a race. */
export interface RaceRound {
  /** 1 for the start card. */
  round: number;
  card: number;
  /** Squares each horse moved for the card (0 for horses already ranked). */
  steps: number[];
  /** Positions after the movement card, before the sprint. */
  moved: number[];
  dice: [number, number];
  /** Positions after the sprint. */
  positions: number[];
  /** Horses ranked this round, in order. */
  ranked: number[];
  /** Runs of horses tied on equal odds this round, in lane order, before the photo decision. */
  ties: number[][];
}

export interface RaceOutcome {
  /** Horse indices in finishing order. */
  ranking: number[];
  /** Movement cards turned. */
  rounds: number;
  /** Final squares in lane order. */
  positions: number[];
  /** Equal-odds ties the first player had to order (lane order), in ranking order. */
  photoTies: number[][];
}

/** A race that cannot go on: a forced outcome is impossible, or the race never ends. */
export class RaceSimError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RaceSimError';
  }
}

/** Odds rows after the revealed cards' ODDS shifts (Alfio, Steven Sting), clamped (docs/rules.md §5.4). */
export function raceRows(rows: readonly number[], oddsShift: readonly number[]): number[] {
  return rows.map((r, h) => clampRow(r + oddsShift[h]));
}

/** Chance outcomes drawn from a uniform [0, 1) generator, the way the engine samples them. */
export function randomRaceChance(random: () => number): RaceChance {
  return {
    movement: (deck, count) => deck[Math.floor(random() * count)],
    dice: () => Math.floor(random() * DICE_OUTCOMES),
  };
}

/** A race longer than this many movement cards is a bug (or a forced outcome that stalls). */
export const MAX_RACE_ROUNDS = 500;

const CARD_COUNT = MOVEMENT_CARD_NUMBERS.length;
const NONE: readonly number[] = [];
const NO_TIES: readonly number[][] = [];

/**
 * Runs races with reusable buffers: one simulator per caller is enough for millions of races.
 * The movement deck starts full each race; when it runs out it is reshuffled from the turned
 * cards, all but the card just turned.
 */
export class RaceSimulator {
  private readonly positions = [0, 0, 0, 0, 0, 0];
  private readonly onTrack = [true, true, true, true, true, true];
  private readonly steps = [0, 0, 0, 0, 0, 0];
  private readonly deck = MOVEMENT_CARD_NUMBERS.slice();
  private readonly discard: number[] = [];
  private readonly finishers: number[] = [];

  /**
   * One whole race. `rows` are the odds rows the race uses (after ODDS cards, see `raceRows`),
   * `mods` the horses' card effects (RaceCards.mods, or six `noMods()`). Pass `trace` to get
   * every round appended to it.
   */
  run(rows: readonly number[], mods: readonly HorseMods[], chance: RaceChance, trace?: RaceRound[]): RaceOutcome {
    const { positions, onTrack, steps, deck, discard, finishers } = this;
    for (let h = 0; h < HORSE_COUNT; h++) {
      positions[h] = 0;
      onTrack[h] = true;
    }
    for (let i = 0; i < CARD_COUNT; i++) deck[i] = MOVEMENT_CARD_NUMBERS[i];
    let deckCount = CARD_COUNT;
    discard.length = 0;
    const ranking: number[] = [];
    const photoTies: number[][] = [];
    let rounds = 0;
    while (ranking.length < HORSE_COUNT) {
      if (rounds >= MAX_RACE_ROUNDS)
        throw new RaceSimError(`The race did not end after ${MAX_RACE_ROUNDS} movement cards.`);
      // 1. Turn the top movement card.
      const card = chance.movement(deck, deckCount);
      let at = -1;
      for (let i = 0; i < deckCount; i++) {
        if (deck[i] === card) {
          at = i;
          break;
        }
      }
      if (at < 0)
        throw new RaceSimError(
          `Movement card ${card} is not in the deck now (turned already, or not 1..${CARD_COUNT}).`,
        );
      deck[at] = deck[--deckCount];
      if (deckCount === 0) {
        for (let i = 0; i < discard.length; i++) deck[i] = discard[i];
        deckCount = discard.length;
        discard.length = 0;
      }
      discard.push(card);
      movementSteps(card, rows, positions, onTrack, mods, rounds === 0, steps);
      rounds++;
      // 2. Move all horses at once (FINISH effects on reaching the line).
      applyMovement(positions, onTrack, steps, mods);
      const moved = trace ? positions.slice() : null;
      // 3. Sprint.
      const k = chance.dice();
      if (!(k >= 0 && k < DICE_OUTCOMES)) throw new RaceSimError(`Dice outcome ${k} is not 0..${DICE_OUTCOMES - 1}.`);
      const dieA = (k / HORSE_COUNT) | 0,
        dieB = k % HORSE_COUNT;
      applySprint(positions, onTrack, dieA, dieB, mods);
      // 4. Rank every horse on or past the line.
      while (finishers.length > 0) finishers.pop(); // cheaper than setting length
      for (let h = 0; h < HORSE_COUNT; h++) if (onTrack[h] && positions[h] >= FINISH_LINE) finishers.push(h);
      let ranked = NONE,
        ties = NO_TIES;
      if (finishers.length === 1) {
        // Alone over the line this round: nothing to order.
        ranked = [finishers[0]];
      } else if (finishers.length > 1) {
        const r = rankFinishers(finishers, positions, rows, mods);
        const inOrder = r.order;
        ties = r.ties;
        for (const tie of ties) {
          photoTies.push(tie);
          if (!chance.photo) continue;
          const order = chance.photo(tie);
          if (order.length !== tie.length || !tie.every((h) => order.includes(h))) {
            throw new RaceSimError(`A photo finish order must list exactly the tied horses ${tie.join(', ')}.`);
          }
          inOrder.splice(inOrder.indexOf(tie[0]), tie.length, ...order);
        }
        ranked = inOrder;
      }
      for (let i = 0; i < ranked.length; i++) {
        ranking.push(ranked[i]);
        onTrack[ranked[i]] = false;
      }
      if (trace && moved) {
        trace.push({
          round: rounds,
          card,
          steps: steps.slice(),
          moved,
          dice: [dieA, dieB],
          positions: positions.slice(),
          ranked: ranked.slice(),
          ties: ties.slice(),
        });
      }
    }
    return { ranking, rounds, positions: positions.slice(), photoTies };
  }
}

let shared: RaceSimulator | null = null;

/** One race with a shared simulator (see RaceSimulator.run). */
export function simulateRace(
  rows: readonly number[],
  mods: readonly HorseMods[],
  chance: RaceChance,
  trace?: RaceRound[],
): RaceOutcome {
  shared ??= new RaceSimulator();
  return shared.run(rows, mods, chance, trace);
}
