import { betReturn, type PartyMove, type PartyPlayerAction, type PartyView } from '../../src-shared/index';
import { COLORS, colorIndex } from '../../src-shared/engine/core/colors';
import { RACE_OUTCOMES } from '../policies/party/party-outcomes';
import type { BetHint, Explanation, HorseChance } from './hint-types';

/** The share of the equally likely race outcomes in which `pays` holds. */
function share(pays: (ranking: readonly number[]) => boolean): number {
  return RACE_OUTCOMES.filter(pays).length / RACE_OUTCOMES.length;
}

/**
 * Party Game bets (docs/rules.md §11): every horse is as likely as any other, so the chances are
 * exact, and each bet's gain is its mean return over the race's outcomes minus the stake. The
 * stake is the one the bot chose for its own bet, the least one for the others.
 */
export function explainPartyBets(view: PartyView, choice: PartyPlayerAction): Explanation {
  const horses: HorseChance[] = COLORS.map((horse, h) => ({
    horse,
    win: share((r) => r[0] === h),
    show: share((r) => betReturn('show', 1, r.indexOf(h)) > 0),
  }));
  const bets: BetHint[] = view.moves
    .filter((m): m is Extract<PartyMove, { type: 'bet' }> => m.type === 'bet')
    .map((m) => {
      const h = colorIndex(m.horse);
      const chosen = choice.type === 'bet' && choice.horse === m.horse && choice.kind === m.kind;
      const stake = chosen ? choice.stake : m.minStake;
      const mean =
        RACE_OUTCOMES.reduce((sum, r) => sum + betReturn(m.kind, stake, r.indexOf(h)), 0) / RACE_OUTCOMES.length;
      return {
        horse: m.horse,
        kind: m.kind,
        stake,
        chance: share((r) => betReturn(m.kind, 1, r.indexOf(h)) > 0),
        gain: mean - stake,
        vp: 0,
      };
    });
  return bets.length > 0 ? { kind: 'bet', horses, bets } : { kind: 'choice' };
}
