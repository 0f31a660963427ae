import { movedOdds } from '../../src-shared/engine/family/betting';
import { COLORS, colorIndex, type Color, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import { STABLE_PRIZES } from '../../src-shared/engine/race/payoffs';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import type { LevelParams } from '../levels';
import { evaluateCandidates, type Candidate, type Clock } from '../search/search';
import { betValue } from '../evaluation/utility';
import { CARD_RULE } from '../tuning';
import { addPayouts, emptyStats } from '../simulation/race-stats';

/** Decisions that shape the race: where to play an Action card, Eric Change, the photo-finish order. */

/** Money each horse's result means to `seat` (its bets and stable), for the rule-based choices. */
function interest(view: PlayerView, seat: number): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  for (const b of view.bets)
    if (b.seat === seat)
      out[colorIndex(b.horse)] += b.stake * (b.kind === 'win' ? CARD_RULE.winStakeWeight : 1) + CARD_RULE.perBet;
  for (const c of view.players[seat].stables) out[colorIndex(c)] += CARD_RULE.perStable;
  return out;
}

function othersInterest(view: PlayerView): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  view.players.forEach((p, seat) => {
    if (seat === view.seat || p.forfeited) return;
    interest(view, seat).forEach((v, h) => (out[h] += v));
  });
  return out;
}

function argmax(xs: readonly number[], random: () => number): number {
  let best = 0;
  for (let i = 1; i < xs.length; i++) if (xs[i] > xs[best] || (xs[i] === xs[best] && random() < 0.5)) best = i;
  return best;
}

/** Easy: helpful cards on its own horses, harmful ones on the horses the others count on. */
function playCardByRule(view: PlayerView, moves: Move[], random: () => number): PlayerAction {
  const mine = interest(view, view.seat);
  const theirs = othersInterest(view);
  const cards = [...new Set(moves.flatMap((m) => (m.type === 'playCard' ? [m.card] : [])))];
  const card = cards[Math.floor(random() * cards.length)];
  const score = COLORS.map(
    (_, h) =>
      (isHelpful(card) ? mine[h] - CARD_RULE.rivalsHelped * theirs[h] : theirs[h] - mine[h]) +
      CARD_RULE.jitter * random(),
  );
  return { type: 'playCard', seat: view.seat, card, horse: COLORS[argmax(score, random)] };
}

export function choosePlayCard(
  view: PlayerView,
  moves: Move[],
  lv: LevelParams,
  vpv: number,
  random: () => number,
  clock: Clock,
): PlayerAction {
  if (lv.cardsByRule) return playCardByRule(view, moves, random);
  const plays = moves.filter((m): m is Extract<Move, { type: 'playCard' }> => m.type === 'playCard');
  const cands: Candidate[] = plays.map((m) => ({ extra: { card: m.card, horse: m.horse, seat: view.seat } }));
  const values = evaluateCandidates(view, cands, lv.search, vpv, random, clock, lv.staking);
  const m = plays[argmax(values, random)];
  return { type: 'playCard', seat: view.seat, card: m.card, horse: m.horse };
}

export function chooseEricChange(
  view: PlayerView,
  moves: Move[],
  lv: LevelParams,
  vpv: number,
  random: () => number,
  clock: Clock,
): PlayerAction {
  const pass: PlayerAction = { type: 'pass', seat: view.seat };
  const shifts = moves.filter((m): m is Extract<Move, { type: 'moveOdds' }> => m.type === 'moveOdds');
  if (lv.cardsByRule) {
    // Slow down the horse the others count on most, if the bot has nothing on it.
    const theirs = othersInterest(view),
      mine = interest(view, view.seat);
    const h = argmax(
      theirs.map((t, i) => t - CARD_RULE.ownAtEric * mine[i]),
      random,
    );
    const m = shifts.find((x) => x.horse === COLORS[h] && x.direction === 'down');
    return m && theirs[h] > mine[h] ? { type: 'moveOdds', seat: view.seat, horse: m.horse, direction: 'down' } : pass;
  }
  const cands: Candidate[] = [
    {},
    ...shifts.map((m) => {
      const odds = view.odds.slice();
      const h = colorIndex(m.horse);
      odds[h] = movedOdds(view.players[view.seat].character, odds[h], m.direction);
      return { odds };
    }),
  ];
  const values = evaluateCandidates(view, cands, lv.search, vpv, random, clock, lv.staking);
  const best = argmax(values, random);
  if (best === 0) return pass;
  const m = shifts[best - 1];
  return { type: 'moveOdds', seat: view.seat, horse: m.horse, direction: m.direction };
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/** The first player orders tied horses: the order worth most to the bot against the others. */
export function choosePhotoOrder(view: PlayerView, tied: readonly Color[], vpv: number, rivalry: number): PlayerAction {
  const race = view.race!;
  const start = race.ranking.length + race.pendingRank.indexOf(colorIndex(tied[0]));
  let best: Color[] = tied.slice(),
    bestValue = -Infinity;
  for (const order of permutations(tied)) {
    // The places are known once the tie is ordered: each horse's figures are certain.
    const stats = emptyStats();
    const place = stats.place;
    order.forEach((c, i) => (place[colorIndex(c) * HORSE_COUNT + start + i] = 1));
    stats.weight = 1;
    for (let h = 0; h < HORSE_COUNT; h++) {
      const p0 = place[h * HORSE_COUNT],
        p3 = p0 + place[h * HORSE_COUNT + 1] + place[h * HORSE_COUNT + 2],
        p4 = p3 + place[h * HORSE_COUNT + 3];
      addPayouts(stats, h, p0, p3, p4, view.odds[h], race.cards.vpBonus[h]);
    }
    let v = 0;
    view.players.forEach((p, seat) => {
      if (p.forfeited) return;
      let s = 0;
      for (const b of view.bets)
        if (b.seat === seat) s += betValue(view, stats, seat, colorIndex(b.horse), b.kind, b.stake, vpv);
      for (const c of p.stables) {
        const h = colorIndex(c);
        for (let k = 0; k < STABLE_PRIZES.length; k++) s += STABLE_PRIZES[k] * place[h * HORSE_COUNT + k];
      }
      v += seat === view.seat ? s : (-rivalry * s) / Math.max(1, view.players.length - 1);
    });
    if (v > bestValue) {
      bestValue = v;
      best = order;
    }
  }
  return { type: 'photoOrder', seat: view.seat, order: best };
}
