import { cardKind } from '../../src-shared/engine/cards/card-kind';
import { colorIndex } from '../../src-shared/engine/core/colors';
import { passBonus } from '../../src-shared/engine/board/holdings';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import type { WantedItem } from '../../src-shared/engine/core/types';
import { assistantValue, goalVp, horseCardValue, racesLeft } from './card-values';
import type { LevelParams } from '../levels';
import { reserve, vpValue } from '../evaluation/utility';
import { BOARD_RULE, NOISE_MONEY } from '../tuning';

/** Board Game decisions by rule: purchases, keeping a card, swaps, sales, loans, lineup, auctions. */

/** A stable's worth to its owner: its VP and the prizes of the races left. */
export function stableWorth(view: PlayerView, horse: string): number {
  const row = view.odds[colorIndex(horse as never)];
  return vpValue(view) + BOARD_RULE.prizeByRow[row] * racesLeft(view);
}

export function itemWorth(view: PlayerView, seat: number, item: WantedItem | { kind: 'goal'; card: number }): number {
  switch (item.kind) {
    case 'stable':
      return stableWorth(view, item.horse);
    case 'assistant':
      return assistantValue(view, seat, item.card);
    case 'horse':
      return horseCardValue(view, seat, item.card);
    case 'goal':
      return 'card' in item
        ? goalVp(view, seat, item.card, view.goals) * vpValue(view) * BOARD_RULE.goalShare
        : BOARD_RULE.unknownGoalShare * vpValue(view);
  }
}

export function deckWorth(view: PlayerView, deck: 'goal' | 'assistant' | 'horse'): number {
  const seat = view.seat;
  if (deck === 'goal')
    return view.goals.length >= BOARD_RULE.goalsEnough
      ? BOARD_RULE.fullGoalHand
      : BOARD_RULE.goalDrawShare * vpValue(view);
  if (deck === 'assistant') return BOARD_RULE.assistantDraw;
  return view.players[seat].stables.length > 0
    ? BOARD_RULE.horseDraw + BOARD_RULE.horseDrawPerRace * racesLeft(view)
    : BOARD_RULE.horseDrawNoStable;
}

/** The main purchase choice: the option with the best value over its price, keeping the reserve. */
function purchaseOption(view: PlayerView, moves: Move[], lv: LevelParams, random: () => number): PlayerAction {
  const noise = lv.noise;
  const me = view.players[view.seat];
  const spare = me.money - reserve(view);
  const broke = me.money < reserve(view);
  let best: PlayerAction = { type: 'pass', seat: view.seat };
  let bestValue = passBonus(me);
  const consider = (a: PlayerAction, value: number): void => {
    const v = value + noise * NOISE_MONEY.purchase * (2 * random() - 1);
    if (v > bestValue) {
      best = a;
      bestValue = v;
    }
  };
  for (const m of moves) {
    switch (m.type) {
      case 'buyActions':
        if (m.price <= spare && view.hand.length < lv.actionCardsHeld)
          consider({ type: 'buyActions', seat: m.seat }, lv.actionCardsValue - m.price);
        break;
      case 'buyCard':
        if (m.price <= spare)
          consider(
            { type: 'buyCard', seat: m.seat, deck: m.deck, shuffle: false },
            deckWorth(view, m.deck) - m.price + BOARD_RULE.drawBonus,
          );
        break;
      case 'buyStable':
        if (m.price <= spare - BOARD_RULE.stableMargin)
          consider(
            { type: 'buyStable', seat: m.seat, horse: m.horse },
            stableWorth(view, m.horse) - m.price + BOARD_RULE.stableBonus,
          );
        break;
      case 'offer':
        if (m.price <= spare)
          consider(
            { type: 'offer', seat: m.seat, seller: m.seller, item: m.item },
            itemWorth(view, view.seat, m.item) - m.price,
          );
        break;
      case 'loan':
        // Only to escape the 2-VP penalty for missing the minimum bet, and with races left to repay it.
        if (broke && racesLeft(view) >= BOARD_RULE.loanRacesLeft && m.kind === 'bank')
          consider({ type: 'loan', seat: m.seat, kind: m.kind }, BOARD_RULE.loanValue);
        break;
      case 'clearance':
        if (broke)
          consider(
            { type: 'clearance', seat: m.seat, item: m.item },
            BOARD_RULE.clearanceValue + m.value - itemWorth(view, view.seat, m.item as never),
          );
        break;
      default:
        break;
    }
  }
  return best;
}

function keepCard(view: PlayerView, moves: Move[]): PlayerAction {
  const draw = view.purchase?.draw;
  let best = moves[0] as Extract<Move, { type: 'keep' }>,
    bestValue = -Infinity;
  for (const m of moves) {
    if (m.type !== 'keep') continue;
    const v =
      draw?.deck === 'goal'
        ? goalVp(view, view.seat, m.card, view.goals) * BOARD_RULE.keepGoalPerVp
        : draw?.deck === 'assistant'
          ? assistantValue(view, view.seat, m.card)
          : draw?.deck === 'horse'
            ? horseCardValue(view, view.seat, m.card)
            : 0;
    if (v > bestValue) {
      best = m;
      bestValue = v;
    }
  }
  return { type: 'keep', seat: view.seat, card: best.card };
}

function swapTarget(view: PlayerView, moves: Move[]): PlayerAction {
  let best = moves[0] as Extract<Move, { type: 'swap' }>,
    bestValue = -Infinity;
  for (const m of moves) {
    if (m.type !== 'swap') continue;
    const v =
      cardKind(m.card) === 'horse' ? horseCardValue(view, view.seat, m.card) : assistantValue(view, view.seat, m.card);
    if (v > bestValue) {
      best = m;
      bestValue = v;
    }
  }
  return { type: 'swap', seat: view.seat, target: best.target, card: best.card };
}

/** Consent to a sale: sell when the price beats the item's worth to the bot (a stable's VP too). */
function answerOffer(view: PlayerView, moves: Move[]): PlayerAction {
  const offer = view.purchase!.offer!;
  const no: PlayerAction = { type: 'answer', seat: view.seat, accept: false };
  if (offer.item.kind === 'goal') {
    const goals = moves.flatMap((m) => (m.type === 'answer' && m.accept && m.goal !== undefined ? [m.goal] : []));
    if (goals.length === 0) return no;
    const worst = goals.reduce((a, b) =>
      goalVp(view, view.seat, a, view.goals) <= goalVp(view, view.seat, b, view.goals) ? a : b,
    );
    const worth = goalVp(view, view.seat, worst, view.goals) * vpValue(view) * BOARD_RULE.goalShare;
    return offer.price > worth + BOARD_RULE.saleMargin
      ? { type: 'answer', seat: view.seat, accept: true, goal: worst }
      : no;
  }
  // Selling a stable also hands the buyer a VP: ask for that too.
  const worth =
    itemWorth(view, view.seat, offer.item) + (offer.item.kind === 'stable' ? vpValue(view) : BOARD_RULE.saleMargin);
  return offer.price > worth ? { type: 'answer', seat: view.seat, accept: true } : no;
}

function lineupCards(view: PlayerView, m: Extract<Move, { type: 'lineup' }>): PlayerAction {
  const cards = m.cards.slice().sort((a, b) => horseCardValue(view, view.seat, b) - horseCardValue(view, view.seat, a));
  // Strong race cards on the favourites, where the stable prizes are likeliest.
  const stables = m.stables.slice().sort((a, b) => view.odds[colorIndex(a)] - view.odds[colorIndex(b)]);
  const n = Math.min(cards.length, stables.length);
  return {
    type: 'lineup',
    seat: view.seat,
    placements: cards.slice(0, n).map((card, i) => ({ card, horse: stables[i] })),
  };
}

/** Dutch: sell a VP token when the price beats its value; English: buy one when it is worth it. */
function bid(view: PlayerView): PlayerAction {
  const a = view.auction!;
  const me = view.players[view.seat];
  const vpv = vpValue(view);
  const last = view.round >= view.rounds;
  const accept =
    a.kind === 'dutch'
      ? !last && a.price >= vpv * BOARD_RULE.sellVpAt && me.vpTokens > BOARD_RULE.keepVpTokens
      : a.price <= me.money - reserve(view, view.seat, 1) && a.price <= vpv;
  return { type: 'bid', seat: view.seat, accept };
}

export function boardDecision(
  view: PlayerView,
  moves: Move[],
  lv: LevelParams,
  random: () => number,
): PlayerAction | null {
  const first = moves[0];
  switch (first.type) {
    case 'keep':
      return keepCard(view, moves);
    case 'swap':
      return swapTarget(view, moves);
    case 'answer':
      return answerOffer(view, moves);
    case 'lineup':
      return lineupCards(view, first);
    case 'bid':
      return moves.length === 1 ? { type: 'bid', seat: view.seat, accept: false } : bid(view);
    default:
      break;
  }
  if (view.phase === 'purchase') return purchaseOption(view, moves, lv, random);
  return null;
}
