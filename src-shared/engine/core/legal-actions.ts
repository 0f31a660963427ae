import { COLORS, type Color } from './colors';
import { stakeRange, validateBet } from '../family/betting';
import { photoTie, validateMoveOdds, validatePlayCard } from '../family/family-actions';
import { clearanceValue, loansOut, LOAN_CARDS } from '../board/holdings';
import { canLineUp } from '../board/lineup';
import { pending } from './pending';
import {
  actionPrice,
  cardPrice,
  stableBuyPrice,
  unownedStables,
  validateBuyActions,
  validateBuyCard,
  validateBuyStable,
  validateLoan,
} from '../board/purchase';
import { purchaseOf } from '../board/purchase-step';
import { offerPrice, validateClearance, validateOffer } from '../board/trade';
import { swapTargets } from '../family/swap';
import type { BetKind, DeckName, GameState, LoanKind, OwnedItem, WantedItem } from './types';

/**
 * The legal choices of the player to act. Where a choice has free parts (a bet's stake, a
 * photo-finish order, which horses to line up, whether to shuffle) the move says their bounds.
 */
export type Move =
  | { type: 'bet'; seat: number; horse: Color; kind: BetKind; minStake: number; maxStake: number }
  | { type: 'pass'; seat: number }
  | { type: 'moveOdds'; seat: number; horse: Color; direction: 'up' | 'down' }
  | { type: 'playCard'; seat: number; card: number; horse: Color }
  | { type: 'photoOrder'; seat: number; tied: Color[] }
  | { type: 'buyActions'; seat: number; price: number }
  | { type: 'buyCard'; seat: number; deck: DeckName; price: number }
  | { type: 'keep'; seat: number; card: number }
  | { type: 'swap'; seat: number; target: number; card: number }
  | { type: 'buyStable'; seat: number; horse: Color; price: number }
  | { type: 'loan'; seat: number; kind: LoanKind }
  | { type: 'offer'; seat: number; seller: number; item: WantedItem; price: number }
  | { type: 'answer'; seat: number; accept: boolean; goal?: number }
  | { type: 'clearance'; seat: number; item: OwnedItem; value: number }
  | { type: 'lineup'; seat: number; cards: number[]; stables: Color[] }
  | { type: 'bid'; seat: number; accept: boolean; price: number };

/** Family and Board Games: the legal choices of the player to act. */
export function legalActions(s: GameState): Move[] {
  const p = pending(s);
  if (p.kind !== 'player') return [];
  const seat = p.seat;
  switch (s.phase) {
    case 'firstBets':
      return betMoves(s, seat);
    case 'secondBets':
      return [...betMoves(s, seat), { type: 'pass', seat }];
    case 'ericChange':
      return [
        ...COLORS.flatMap((horse) =>
          (['up', 'down'] as const)
            .filter((direction) => !validateMoveOdds(s, seat, horse, direction))
            .map((direction): Move => ({ type: 'moveOdds', seat, horse, direction })),
        ),
        { type: 'pass', seat },
      ];
    case 'fixing':
      return [...new Set(s.players[seat].hand)]
        .filter((card) => !validatePlayCard(s, seat, card))
        .flatMap((card) => COLORS.map((horse): Move => ({ type: 'playCard', seat, card, horse })));
    case 'race':
      return [{ type: 'photoOrder', seat, tied: photoTie(s) }];
    case 'purchase':
      return purchaseMoves(s, seat);
    case 'lineup':
      return canLineUp(s, seat)
        ? [
            {
              type: 'lineup',
              seat,
              cards: s.players[seat].horseCards.slice(),
              stables: s.players[seat].stables.slice(),
            },
          ]
        : [];
    case 'auction': {
      const price = s.auction!.price;
      const canPay = s.auction!.kind === 'dutch' || s.players[seat].money >= price;
      return [
        ...(canPay ? [{ type: 'bid', seat, accept: true, price } as Move] : []),
        { type: 'bid', seat, accept: false, price },
      ];
    }
    default:
      return [];
  }
}

/**
 * Every bet the rules accept at the lowest stake, with the stake's bounds: any stake in them,
 * in steps of 100, is accepted too (docs/rules.md §3, §4).
 */
function betMoves(s: GameState, seat: number): Move[] {
  const range = stakeRange(s, seat);
  if (!range) return [];
  return COLORS.flatMap((horse) =>
    (['win', 'show'] as const)
      .filter((kind) => !validateBet(s, seat, horse, kind, range.min))
      .map((kind): Move => ({ type: 'bet', seat, horse, kind, minStake: range.min, maxStake: range.max })),
  );
}

function purchaseMoves(s: GameState, seat: number): Move[] {
  const pur = purchaseOf(s);
  if (pur.swap)
    return swapTargets(s, seat, pur.swap.kind).map(({ target, card }) => ({ type: 'swap', seat, target, card }));
  if (pur.offer) {
    const o = pur.offer;
    const accepts: Move[] =
      o.item.kind === 'goal'
        ? [...new Set(s.players[seat].goals)].map((goal) => ({ type: 'answer', seat, accept: true, goal }))
        : [{ type: 'answer', seat, accept: true }];
    return [...accepts, { type: 'answer', seat, accept: false }];
  }
  if (pur.draw) return pur.draw.drawn.map((card) => ({ type: 'keep', seat, card }));
  const out: Move[] = [{ type: 'pass', seat }];
  if (!validateBuyActions(s, seat)) out.push({ type: 'buyActions', seat, price: actionPrice(s, seat) });
  for (const deck of ['goal', 'assistant', 'horse'] as const) {
    if (!validateBuyCard(s, seat, deck)) out.push({ type: 'buyCard', seat, deck, price: cardPrice(s, seat, deck) });
  }
  for (const horse of unownedStables(s)) {
    if (!validateBuyStable(s, seat, horse))
      out.push({ type: 'buyStable', seat, horse, price: stableBuyPrice(s, seat, horse) });
  }
  if (loansOut(s) < LOAN_CARDS) {
    for (const kind of ['bank', 'mob'] as const)
      if (!validateLoan(s, seat, kind)) out.push({ type: 'loan', seat, kind });
  }
  s.players.forEach((other, seller) => {
    if (seller === seat || other.forfeited) return;
    const wanted: WantedItem[] = [
      ...other.stables.map((horse): WantedItem => ({ kind: 'stable', horse })),
      ...other.assistants.map((card): WantedItem => ({ kind: 'assistant', card })),
      ...other.horseCards.map((card): WantedItem => ({ kind: 'horse', card })),
      ...(other.goals.length > 0 ? [{ kind: 'goal' } as WantedItem] : []),
    ];
    for (const item of wanted) {
      if (!validateOffer(s, seat, seller, item))
        out.push({ type: 'offer', seat, seller, item, price: offerPrice(s, item) });
    }
  });
  const me = s.players[seat];
  const mine: OwnedItem[] = [
    ...me.stables.map((horse): OwnedItem => ({ kind: 'stable', horse })),
    ...me.assistants.map((card): OwnedItem => ({ kind: 'assistant', card })),
    ...me.horseCards.map((card): OwnedItem => ({ kind: 'horse', card })),
    ...me.goals.map((card): OwnedItem => ({ kind: 'goal', card })),
  ];
  for (const item of mine) {
    if (!validateClearance(s, seat, item)) out.push({ type: 'clearance', seat, item, value: clearanceValue(s, item) });
  }
  return out;
}
