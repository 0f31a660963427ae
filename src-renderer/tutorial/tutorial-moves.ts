import {
  actionCard,
  colorIndex,
  COLORS,
  type Color,
  type Move,
  type PlayerAction,
  type PlayerView,
} from '../../src-shared/index';

type BetMove = Extract<Move, { type: 'bet' }>;
type BetAction = Extract<PlayerAction, { type: 'bet' }>;
type PlayAction = Extract<PlayerAction, { type: 'playCard' }>;

/** The horse on the best odds row (1:2 side); on a shared row the first in lane order. */
export function favourite(view: PlayerView, except: Color | null = null): Color {
  const horses = COLORS.filter((c) => c !== except);
  return horses.reduce((best, c) => ((view.odds[colorIndex(c)] ?? 9) < (view.odds[colorIndex(best)] ?? 9) ? c : best));
}

/** The horse of the viewer's first bet, if any. */
export function backedHorse(view: PlayerView): Color | null {
  return view.bets.find((b) => b.seat === view.seat)?.horse ?? null;
}

function betOn(view: PlayerView, horse: Color, kind: BetMove['kind']): BetAction | null {
  const m = view.moves.find((x): x is BetMove => x.type === 'bet' && x.horse === horse && x.kind === kind);
  return m ? { type: 'bet', seat: view.seat, horse, kind, stake: m.minStake } : null;
}

/** First bet: Show on the favourite at the minimum stake (the safest bet that scores a VP). */
export function suggestFirstBet(view: PlayerView): BetAction | null {
  return betOn(view, favourite(view), 'show');
}

/**
 * Fixing: a card that helps goes on the horse the player backed, one that harms on the strongest
 * rival; the helpful card first. Null when the hand has no legal play.
 */
export function suggestPlay(view: PlayerView): PlayAction | null {
  const mine = backedHorse(view) ?? favourite(view);
  const rival = favourite(view, mine);
  const hand = [...view.hand].sort(
    (a, b) => Number(actionCard(a).lean !== 'helpful') - Number(actionCard(b).lean !== 'helpful'),
  );
  for (const card of hand) {
    const horse = actionCard(card).lean === 'helpful' ? mine : rival;
    if (view.moves.some((m) => m.type === 'playCard' && m.card === card && m.horse === horse))
      return { type: 'playCard', seat: view.seat, card, horse };
  }
  return null;
}

/** Second bet: Win on the horse the player backed and helped, at the minimum; else pass. */
export function suggestSecondBet(view: PlayerView): BetAction | { type: 'pass'; seat: number } {
  const mine = backedHorse(view);
  return (mine && betOn(view, mine, 'win')) ?? { type: 'pass', seat: view.seat };
}
