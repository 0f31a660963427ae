import { COLORS, colorIndex } from '../../src-shared/engine/core/colors';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import { showPlaces } from '../../src-shared/engine/race/payoffs';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import { priceBet, type BetMove } from '../evaluation/bet-value';
import { betValue, vpValue, winsChance } from '../evaluation/utility';
import type { LevelParams } from '../levels';
import { DetSampler, NO_DEADLINE } from '../search/anytime';
import { raceStats } from '../search/search';
import { addRaces, emptyStats, finishStats, type HorseStats } from '../simulation/race-stats';
import type { BetHint, CardHint, Explanation, HorseChance } from './hint-types';

/** Each horse's chance to win and to finish where the viewer's Show bets pay, from the race figures. */
function horseChances(view: PlayerView, stats: HorseStats): HorseChance[] {
  const places = showPlaces(view.players[view.seat].character);
  return COLORS.map((horse, h) => ({
    horse,
    win: winsChance(stats, h, 'win', places),
    show: winsChance(stats, h, 'show', places),
  }));
}

/**
 * Bets: the race as the bot judges it from the view (its samples of the hidden cards, its races),
 * and each open bet at the stake the bot would put down (evaluation/bet-value.ts), its money and
 * its VP apart: the bots' value of a VP in money is theirs, not a figure to show a player. The bet
 * the bot chose is figured at the stake it chose, so the row it marks says what its headline says.
 */
export function explainBets(
  view: PlayerView,
  moves: Move[],
  lv: LevelParams,
  random: () => number,
  chosen: PlayerAction,
): Explanation {
  const stats = raceStats(view, lv.search, random, NO_DEADLINE);
  const vpv = vpValue(view) * lv.vpScale[view.mode];
  const places = showPlaces(view.players[view.seat].character);
  const bets: BetHint[] = moves
    .filter((m): m is BetMove => m.type === 'bet')
    .map((m) => {
      const isChosen = chosen.type === 'bet' && chosen.horse === m.horse && chosen.kind === m.kind;
      const stake = isChosen ? chosen.stake : priceBet(view, stats, m, vpv, lv.staking).stake;
      const h = colorIndex(m.horse);
      const chance = winsChance(stats, h, m.kind, places);
      // betValue is money + vpv × VP: at vpv 0 the money alone, the VP the difference at vpv 1.
      const money = betValue(view, stats, view.seat, h, m.kind, stake, 0);
      const vp = betValue(view, stats, view.seat, h, m.kind, stake, 1) - money;
      // A first bet on a horse also brings what some characters pay its bettors (as priceBet counts).
      const bonus = view.bets.some((b) => b.seat === view.seat && b.horse === m.horse) ? 0 : stats.bettorMoney[h];
      return { horse: m.horse, kind: m.kind, stake, chance, gain: money + bonus - stake, vp };
    });
  return { kind: 'bet', horses: horseChances(view, stats), bets };
}

/**
 * Action cards: the race without another card and with each legal play, on the same samples of
 * the hidden cards and the same races (common random numbers, as search/search.ts), so a change
 * is the card's and not noise.
 */
export function explainCards(view: PlayerView, moves: Move[], lv: LevelParams, random: () => number): Explanation {
  const dets = new DetSampler(view, lv.search, random);
  const plays = moves.filter((m): m is Extract<Move, { type: 'playCard' }> => m.type === 'playCard');
  const raceWith = (extra: PlayedCard | null): HorseStats => {
    const stats = emptyStats();
    for (let d = 0; d < lv.search.dets; d++) {
      const { table, words } = dets.get(d);
      addRaces(stats, view.odds, extra ? [...table, extra] : table, view.lineup, lv.search.races, words);
    }
    return finishStats(stats);
  };
  const before = horseChances(view, raceWith(null));
  const cards: CardHint[] = plays.map((m) => {
    const h = colorIndex(m.horse);
    const after = horseChances(view, raceWith({ card: m.card, horse: m.horse, seat: view.seat }))[h];
    return {
      card: m.card,
      horse: m.horse,
      win: after.win,
      show: after.show,
      winChange: after.win - before[h].win,
      showChange: after.show - before[h].show,
    };
  });
  return { kind: 'card', horses: before, plays: cards };
}
