import { COLORS, type BetKind, type Color } from '../../../src-shared/index';
import {
  PARTY_STAKE_STEP,
  WIN_PAYS,
  kindsLeft,
  type PartyPlayerAction,
  type PartyView,
} from '../../../src-shared/engine/party/index';
import { PARTY } from '../../tuning';
import { rivals, standing } from './party-outcomes';

/** The bets a bot means to place this race (one per kind still to place). */
export interface PartyPlan {
  win?: { horse: Color; stake: number };
  show?: { horse: Color; stake: number };
}

const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)];

/** A stake of about `x`, a multiple of 100 within [lo, hi]. */
export function roundStake(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, Math.floor(x / PARTY_STAKE_STEP) * PARTY_STAKE_STEP));
}

/** The plan's next bet (the Win first), its stake kept within the legal bounds. */
export function planAction(view: PartyView, plan: PartyPlan): PartyPlayerAction {
  const kind: BetKind = plan.win && kindsLeft(view, view.seat).includes('win') ? 'win' : 'show';
  const bet = plan[kind]!;
  const m = view.moves.find((x) => x.type === 'bet' && x.kind === kind && x.horse === bet.horse);
  if (!m || m.type !== 'bet') throw new Error(`planAction: no ${kind} bet on ${bet.horse} is open`);
  return { type: 'bet', seat: view.seat, horse: bet.horse, kind, stake: roundStake(bet.stake, m.minStake, m.maxStake) };
}

/** Stakes for the kinds left: `win` and `show` are wished amounts; the first leaves 100 for the second. */
function sized(view: PartyView, win: number, show: number, winHorse: Color, showHorse: Color): PartyPlan {
  const left = kindsLeft(view, view.seat);
  const money = view.players[view.seat].money;
  const plan: PartyPlan = {};
  if (left.includes('win'))
    plan.win = {
      horse: winHorse,
      stake: roundStake(win, PARTY_STAKE_STEP, left.length === 2 ? money - PARTY_STAKE_STEP : money),
    };
  if (left.includes('show'))
    plan.show = { horse: showHorse, stake: roundStake(show, PARTY_STAKE_STEP, money - (plan.win?.stake ?? 0)) };
  return plan;
}

/** Easy: random horses, a random 5–25% of its money on each bet; in the last race, behind, the rest on a Win. */
export function easyPlan(view: PartyView, random: () => number): PartyPlan {
  const money = view.players[view.seat].money;
  const share = (): number => money * (PARTY.easyShare + PARTY.easySpread * random());
  const mine = standing(view);
  const behind = rivals(view, view.seat).some((j) => mine[j] > mine[view.seat]);
  const win = view.race === view.races && behind ? money : share();
  return sized(view, win, share(), pick(COLORS, random), pick(COLORS, random));
}

/**
 * Normal: stakes by standing. Behind, it bets more and away from the leader's Win horse, backing
 * its Win horse for Show too (both pay together); ahead, it bets little on the rival's horses (a
 * race that pays the rival pays it as well). In the last race, behind, it stakes what it needs to
 * overtake on the Win and the rest for Show on the same horse; ahead, the minimum on the rival's horses.
 */
export function normalPlan(view: PartyView, random: () => number): PartyPlan {
  const me = view.seat;
  const money = view.players[me].money;
  const st = standing(view);
  const others = rivals(view, me);
  if (others.length === 0)
    return sized(view, PARTY_STAKE_STEP, PARTY_STAKE_STEP, pick(COLORS, random), pick(COLORS, random));
  const rival = others.reduce((a, b) => (st[b] > st[a] ? b : a));
  const lead = st[me] - st[rival];
  const rivalBet = (kind: BetKind): Color | undefined =>
    view.bets.find((b) => b.seat === rival && b.kind === kind)?.horse;
  const away = (c: Color | undefined): Color => pick(c ? COLORS.filter((x) => x !== c) : COLORS, random);
  const last = view.race === view.races;
  if (lead <= 0) {
    const horse = away(rivalBet('win'));
    if (last) {
      // The least Win stake whose winnings (WIN_PAYS − 1 times the stake) put it a stake step ahead.
      const need = Math.ceil((PARTY_STAKE_STEP - lead) / ((WIN_PAYS - 1) * PARTY_STAKE_STEP)) * PARTY_STAKE_STEP;
      return sized(view, need, money, horse, horse);
    }
    return sized(view, PARTY.normalBehindWin * st[me], PARTY.normalBehindShow * st[me], horse, horse);
  }
  const winHorse = rivalBet('win') ?? pick(COLORS, random);
  const showHorse = rivalBet('show') ?? winHorse;
  if (last) return sized(view, PARTY_STAKE_STEP, PARTY_STAKE_STEP, winHorse, showHorse);
  return sized(view, PARTY.normalAheadWin * st[me], PARTY.normalAheadShow * st[me], winHorse, showHorse);
}
