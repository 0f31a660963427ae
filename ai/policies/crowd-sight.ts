import { COLORS, colorIndex } from '../../src-shared/engine/core/colors';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import type { Move, PlayerView } from '../../src-shared/index';
import { FAMILY_PLACEMENT } from '../opponent-model/family-placement';
import { anytime, DetSampler, overDets, type Clock } from '../search/anytime';
import type { SearchBudget } from '../search/search';
import { addRaces, emptyStats, finishStats, mergeStats, type HorseStats } from '../simulation/race-stats';
import { foreseen } from './game-chance';

/**
 * A first bet that foresees what it invites (issue 33): the others lay harmful cards where rivals
 * have more at stake than they do, so a horse the others already back collects them. Each horse is
 * priced on races where the others' hands (dealt from the unseen cards, never their identities) are
 * played out by the placement model as if the bot's bet were down, against the races as they stand.
 * How far a bot trusts that foresight is its stance, so bots of one level do not all open on the
 * same horse for the same reason.
 */

/** Follower backs the favourite more, contrarian shuns the crowded horse more, neutral weighs the foresight as it is. */
export type CrowdStance = 'follower' | 'neutral' | 'contrarian';
export const CROWD_STANCES: readonly CrowdStance[] = ['follower', 'neutral', 'contrarian'];

/** The share of the foreseen change (races with the others' cards played out, less the races as they stand) a stance counts. */
export const STANCE_WEIGHT: Readonly<Record<CrowdStance, number>> = { follower: 0.5, neutral: 1, contrarian: 1.5 };

/**
 * The seat's stance in this game: the seats take the three in turn from a start that the dealt
 * characters pick (public, drawn from the game's seed), so three bots at one table differ and a
 * reloaded game keeps them.
 */
export function crowdStance(view: PlayerView): CrowdStance {
  const rng = seedRng(`stance/${view.players.map((p) => p.character).join('/')}`);
  const start = Math.floor(nextFloat(rng) * CROWD_STANCES.length);
  return CROWD_STANCES[(start + view.seat) % CROWD_STANCES.length];
}

/** Whether a first bet is priced with the others' cards foreseen: Family Game first bets, while others hold cards. */
export function foreseesCrowd(view: PlayerView, sight: number): boolean {
  return (
    sight > 0 &&
    view.mode === 'family' &&
    view.phase === 'firstBets' &&
    view.players.some((p, s) => s !== view.seat && !p.forfeited && p.handCount > 0)
  );
}

/** `plain + w × (foreseen − plain)`, chances kept at or above 0: how much of the foresight a stance trusts. */
export function blendStats(plain: HorseStats, fore: HorseStats, w: number): HorseStats {
  const out = emptyStats();
  const keys = ['place', 'winMult', 'winVp', 'showVp3', 'showVp4', 'bettorMoney'] as const;
  for (const k of keys)
    for (let i = 0; i < out[k].length; i++) out[k][i] = Math.max(0, plain[k][i] + w * (fore[k][i] - plain[k][i]));
  out.weight = 1;
  return out;
}

/**
 * The view with the first bets still to come placed as players usually place them: a Win bet on
 * the favourite (85% of normal bots' first bets before this foresight, issue 33). Without them an
 * early bettor would see its horse, whatever it is, as the only one the others could harm.
 */
export function withExpectedBets(view: PlayerView): PlayerView {
  const favourite = view.odds.indexOf(Math.min(...view.odds));
  const pending = view.players.flatMap((p, seat) =>
    seat === view.seat || p.forfeited || view.bets.some((x) => x.seat === seat)
      ? []
      : [{ seat, horse: COLORS[favourite], kind: 'win' as const, stake: 0 }],
  );
  return { ...view, bets: [...view.bets, ...pending] };
}

/**
 * Per horse the bot may bet on, its race figures with the foresight weighed by `weight`: the races
 * as they stand and, on the same determinizations and race seeds, with the others' hands played out
 * once its bet is on that horse.
 */
export function crowdStats(
  view: PlayerView,
  moves: readonly Move[],
  b: SearchBudget,
  weight: number,
  random: () => number,
  clock: Clock,
): (h: number) => HorseStats {
  const horses = [...new Set(moves.flatMap((m) => (m.type === 'bet' ? [colorIndex(m.horse)] : [])))];
  // The others' placements as measured in play, read from the features of the table each would see.
  const belief: SearchBudget = { ...b, model: true, futurePlays: true, familyModel: FAMILY_PLACEMENT };
  const dets = new DetSampler(view, b, random);
  const expected = withExpectedBets(view);
  const stats = anytime(clock, b, (count, races, c) => {
    const sums = [emptyStats(), ...horses.map(() => emptyStats())];
    let det = sums.map(() => emptyStats());
    const done = overDets(
      c,
      count,
      sums.length,
      (d, i) => {
        const base = dets.get(d);
        const bet = { seat: view.seat, horse: COLORS[horses[i - 1] ?? 0], kind: 'win' as const, stake: 0 };
        const { table, words } = i === 0 ? base : foreseen(expected, [base], belief, bet)[0];
        addRaces(det[i], view.odds, table, view.lineup, races, words);
      },
      () => {
        det.forEach((x, i) => mergeStats(sums[i], x));
        det = sums.map(() => emptyStats());
      },
    );
    return done > 0 ? sums.map(finishStats) : undefined;
  });
  const [plain, ...fore] = stats;
  const blended = new Map<number, HorseStats>(horses.map((h, i) => [h, blendStats(plain, fore[i], weight)]));
  return (h) => blended.get(h) ?? plain;
}
