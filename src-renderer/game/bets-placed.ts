import type { Bet, Color } from '../../src-shared/index';
import type { Translate } from './message-text';

/** What a seat sees of the table: every bet (bets are public), who it is, everyone's names. */
interface BetsSeen {
  bets: readonly Bet[];
  seat: number;
  players: readonly { name: string }[];
}

/** Everyone's bets on one horse, each worded "who: kind stake" ("you" for the viewer's own). */
export function betsPlacedOn(t: Translate, view: BetsSeen, horse: Color): string[] {
  return view.bets
    .filter((b) => b.horse === horse)
    .map((b) =>
      t('aids.bet.placedBy', {
        name: b.seat === view.seat ? t('aids.bet.you') : (view.players[b.seat]?.name ?? ''),
        kind: t(`bet.${b.kind}`),
        stake: String(b.stake),
      }),
    );
}
