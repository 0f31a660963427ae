import {
  ACTION_CARDS,
  COLORS,
  HORSE_COUNT,
  actionCard,
  colorIndex,
  oddsLabel,
  type Color,
} from '../../src-shared/index';
import { newOdds } from '../../src-shared/engine/race/payoffs';
import {
  MAX_RACE_ROUNDS,
  RaceSimError,
  raceRows,
  simulateRace,
  type RaceChance,
  type RaceRound,
} from '../../src-shared/engine/race/race-sim';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import { colorArg, intArg, listArg, pairsArg, parse, required } from '../args';
import { lineUpAndReveal, parseHorses } from '../horse-lineup';
import { UsageError, json, ok, type CliResult } from '../cli-result';
import { oddsLine, oddsRecord, table } from '../format';

export const RACE_USAGE =
  'hf race --odds black=1:2,… --movement 17,3,… --dice red+blue,… [--cards red=13,green=16,…] [--horses red=38,…] [--first-photo black,blue] [--json]';

const MOVEMENT_CARDS = 23;

/** Every colour once, each on 1:2 … 1:7 (rows may be shared). */
export function parseOdds(raw: string): number[] {
  const rows: (number | undefined)[] = COLORS.map(() => undefined);
  for (const { color, value } of pairsArg('odds', raw)) {
    const m = /^1:([2-7])$/.exec(value);
    if (!m) throw new UsageError(`--odds: ${color}=${value}: odds must be 1:2 … 1:7.`);
    if (rows[colorIndex(color)] !== undefined) throw new UsageError(`--odds: ${color} is given twice.`);
    rows[colorIndex(color)] = Number(m[1]) - 2;
  }
  const missing = COLORS.filter((_, h) => rows[h] === undefined);
  if (missing.length > 0) throw new UsageError(`--odds: no odds for ${missing.join(', ')} (give all six colours).`);
  return rows as number[];
}

/** Action cards 1–22 ("06" or "6"), each at most once, on a horse. */
export function parseCards(raw: string | undefined): PlayedCard[] {
  if (raw === undefined) return [];
  const seen = new Set<number>();
  return pairsArg('cards', raw).map(({ color, value }) => {
    if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > ACTION_CARDS.length) {
      throw new UsageError(`--cards: ${color}=${value}: Action cards are numbered 01 … ${ACTION_CARDS.length}.`);
    }
    const card = Number(value);
    if (seen.has(card)) throw new UsageError(`--cards: card ${value} is given twice (there is one of each).`);
    seen.add(card);
    return { card, horse: color, seat: 0 };
  });
}

export function parseMovement(raw: string): number[] {
  const cards = listArg('movement', raw).map((x) => intArg('movement', x, 1, MOVEMENT_CARDS));
  return cards;
}

/** "red+blue" pairs as horse indices packed a * HORSE_COUNT + b. */
export function parseDice(raw: string): number[] {
  return listArg('dice', raw).map((item) => {
    const parts = item.split('+');
    if (parts.length !== 2) throw new UsageError(`--dice: "${item}" should be two colours, like red+blue.`);
    return colorIndex(colorArg('dice', parts[0])) * HORSE_COUNT + colorIndex(colorArg('dice', parts[1]));
  });
}

interface PhotoDecision {
  tied: Color[];
  order: Color[];
  decidedBy: 'first-photo' | 'lane order';
}

/** The given outcomes in order; running out, or a card turned twice, is the user's error. */
function givenChance(movement: number[], dice: number[], firstPhoto: Color[] | null, photos: PhotoDecision[]) {
  const used = { movement: 0, dice: 0 };
  const chance: RaceChance = {
    movement(deck, count) {
      if (used.movement >= movement.length) {
        throw new UsageError(`--movement ran out: the race needs more than ${movement.length} movement card(s).`);
      }
      const card = movement[used.movement++];
      if (!deck.slice(0, count).includes(card)) {
        throw new UsageError(
          `--movement: card ${card} (item ${used.movement}) is turned again before the deck runs out; there is one of each.`,
        );
      }
      return card;
    },
    dice() {
      if (used.dice >= dice.length)
        throw new UsageError(`--dice ran out: the race needs more than ${dice.length} dice roll(s).`);
      return dice[used.dice++];
    },
    photo(tied) {
      const rank = (h: number): number => {
        const i = firstPhoto ? firstPhoto.indexOf(COLORS[h]) : -1;
        return i < 0 ? HORSE_COUNT + h : i;
      };
      const order = tied.slice().sort((a, b) => rank(a) - rank(b));
      const decidedBy = firstPhoto && tied.some((h) => firstPhoto.includes(COLORS[h])) ? 'first-photo' : 'lane order';
      photos.push({ tied: tied.map((h) => COLORS[h]), order: order.map((h) => COLORS[h]), decidedBy });
      return order;
    },
  };
  return { chance, used };
}

function die(k: number): string {
  return `${COLORS[(k / HORSE_COUNT) | 0]}+${COLORS[k % HORSE_COUNT]}`;
}

export function race(argv: string[]): CliResult {
  const { values } = parse(argv, {
    odds: { type: 'string' },
    cards: { type: 'string' },
    movement: { type: 'string' },
    dice: { type: 'string' },
    horses: { type: 'string' },
    'first-photo': { type: 'string' },
    json: { type: 'boolean' },
  });
  const startRows = parseOdds(required('odds', values.odds));
  const played = parseCards(values.cards);
  const movement = parseMovement(required('movement', values.movement));
  const dice = parseDice(required('dice', values.dice));
  const firstPhoto =
    values['first-photo'] === undefined
      ? null
      : listArg('first-photo', values['first-photo']).map((c) => colorArg('first-photo', c));

  const { lineupRows, revealRows, cards, horses } = lineUpAndReveal(startRows, parseHorses(values.horses), played);
  const rows = raceRows(revealRows, cards.oddsShift);
  const photos: PhotoDecision[] = [];
  const { chance, used } = givenChance(movement, dice, firstPhoto, photos);
  const trace: RaceRound[] = [];
  let outcome;
  try {
    outcome = simulateRace(rows, cards.mods, chance, trace);
  } catch (e) {
    if (e instanceof RaceSimError)
      throw new UsageError(`${e.message} (check --movement; a race stops after ${MAX_RACE_ROUNDS} cards)`);
    throw e;
  }
  const after = newOdds(rows, outcome.ranking);
  const revealed = cards.revealed.map((c) => ({
    card: c.card,
    name: actionCard(c.card).name,
    horse: c.horse,
    fate: c.fate,
  }));
  const unused = { movement: movement.length - used.movement, dice: dice.length - used.dice };

  if (values.json) {
    return json({
      odds: oddsRecord(startRows),
      horses,
      lineupOdds: oddsRecord(lineupRows),
      cards: revealed,
      raceOdds: oddsRecord(rows),
      ownerMoney: Object.fromEntries(horses.map((l) => [l.horse, cards.ownerMoney[colorIndex(l.horse)]])),
      rounds: trace.map((r) => ({
        round: r.round,
        card: r.card,
        dice: [COLORS[r.dice[0]], COLORS[r.dice[1]]],
        steps: Object.fromEntries(COLORS.map((c, h) => [c, r.steps[h]])),
        positions: Object.fromEntries(COLORS.map((c, h) => [c, r.positions[h]])),
        ranked: r.ranked.map((h) => COLORS[h]),
      })),
      ranking: outcome.ranking.map((h) => COLORS[h]),
      photoFinishes: photos,
      oddsAfter: oddsRecord(after),
      unused,
    });
  }

  const out: string[] = [`Odds:        ${oddsLine(startRows)}`];
  if (horses.length > 0) {
    out.push(
      `Horses:      ${horses.map((l) => `${l.horse} ${l.card} ${l.name}${l.oddsShift !== 0 ? ` (odds ${l.oddsShift < 0 ? 'up' : 'down'} ${Math.abs(l.oddsShift)}${l.oddsUndone ? ', undone by an ODDS Action card' : ''})` : ''}`).join('; ')}`,
    );
  }
  if (lineupRows.some((r, h) => r !== startRows[h])) out.push(`Lineup odds: ${oddsLine(lineupRows)}`);
  if (revealed.length > 0) {
    out.push(
      `Cards:       ${revealed.map((c) => `${c.horse} ${String(c.card).padStart(2, '0')} ${c.name} (${c.fate})`).join('; ')}`,
    );
  }
  if (rows.some((r, h) => r !== startRows[h])) out.push(`Race odds:   ${oddsLine(rows)}`);
  out.push('');
  const header = ['round', 'card', 'dice', ...COLORS, 'ranked'];
  const done = new Set<number>();
  const body = trace.map((r) => {
    const row = [
      String(r.round),
      String(r.card),
      die(r.dice[0] * HORSE_COUNT + r.dice[1]),
      ...COLORS.map((_, h) => (done.has(h) ? '·' : String(r.positions[h]))),
      r.ranked.map((h) => COLORS[h]).join(', '),
    ];
    for (const h of r.ranked) done.add(h);
    return row;
  });
  out.push(table([header, ...body], [true, true, false, true, true, true, true, true, true, false]));
  out.push('');
  out.push(`Ranking:     ${outcome.ranking.map((h, p) => `${p + 1}. ${COLORS[h]}`).join('  ')}`);
  for (const p of photos) {
    out.push(
      `Photo finish on equal odds: ${p.tied.join(' / ')} → ${p.order.join(', ')} (first player's choice from ${p.decidedBy === 'first-photo' ? '--first-photo' : 'lane order: no --first-photo for these horses'})`,
    );
  }
  out.push(`Odds after:  ${oddsLine(after)}`);
  const changed = COLORS.filter((_, h) => after[h] !== rows[h]).map(
    (c) => `${c} ${oddsLabel(rows[colorIndex(c)])} → ${oddsLabel(after[colorIndex(c)])}`,
  );
  if (changed.length > 0) out.push(`             (${changed.join(', ')})`);
  if (unused.movement > 0 || unused.dice > 0) {
    out.push(`Not needed:  ${unused.movement} movement card(s), ${unused.dice} dice roll(s)`);
  }
  return ok(out.join('\n'));
}
