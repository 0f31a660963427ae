import { colorIndex, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import type { PlayerAction, PlayerView } from '../../src-shared/index';

/**
 * Do the bots herd (issue 33)? Per Family Game round, the horse most of the watched bots open on
 * with a Win bet (the crowd), how many of them do, and what that horse then meets: the Action cards
 * laid on it by every player, whether it was the favourite and whether it won.
 */
export interface Herding {
  /** Rounds where at least one watched bot opened with a Win bet. */
  rounds: number;
  /** Mean number of watched bots whose first bet is a Win bet on the crowd's horse. */
  crowd: number;
  /** Mean number of watched bots per round (the crowd's ceiling). */
  watched: number;
  /** Share of rounds where the crowd's horse was the favourite when the first bets began. */
  favourite: number;
  /** Mean harmful and helpful Action cards laid on the crowd's horse per round. */
  harmful: number;
  helpful: number;
  /** Share of the crowd's races seen to their end (not a game's last) that its horse won. */
  won: number;
}

/** One round as it is seen, decision by decision. */
interface RoundTally {
  /** The odds rows when the first bets began. */
  odds: number[];
  /** Per watched seat, the horse of its first Win bet (or -1). */
  opened: Map<number, number>;
  harmful: number[];
  helpful: number[];
}

/** Sums over rounds, turned into means by `report`. */
export class HerdingTally {
  private rounds = 0;
  private crowd = 0;
  private watched = 0;
  private favourite = 0;
  private harmful = 0;
  private helpful = 0;
  private won = 0;
  private raced = 0;
  private open = new Map<number, RoundTally>();
  /** Per round awaiting its race: the crowd's horse. */
  private crowdOf = new Map<number, number>();

  /** Sees one decision; `watched` says whether the deciding seat is one of the bots watched. */
  see(view: PlayerView, action: PlayerAction, watched: boolean): void {
    const r = view.round;
    if (view.lastRace && this.crowdOf.has(view.lastRace.round)) {
      this.raced++;
      if (colorIndex(view.lastRace.ranking[0]) === this.crowdOf.get(view.lastRace.round)) this.won++;
      this.crowdOf.delete(view.lastRace.round);
    }
    for (const [round, t] of this.open) if (round !== r) this.close(round, t);
    let t = this.open.get(r);
    if (!t) {
      t = {
        odds: view.odds.slice(),
        opened: new Map(),
        harmful: Array(HORSE_COUNT).fill(0),
        helpful: Array(HORSE_COUNT).fill(0),
      };
      this.open.set(r, t);
    }
    if (view.phase === 'firstBets' && watched && !t.opened.has(view.seat))
      t.opened.set(view.seat, action.type === 'bet' && action.kind === 'win' ? colorIndex(action.horse) : -1);
    if (action.type === 'playCard') (isHelpful(action.card) ? t.helpful : t.harmful)[colorIndex(action.horse)]++;
  }

  /** The game is over: its last round closes (no decision follows its race, so its winner is not counted). */
  endGame(): void {
    for (const [round, t] of this.open) this.close(round, t);
    this.crowdOf.clear();
  }

  private close(round: number, t: RoundTally): void {
    this.open.delete(round);
    const per = Array(HORSE_COUNT).fill(0);
    for (const h of t.opened.values()) if (h >= 0) per[h]++;
    // Ties go to the horse with the lowest odds row among those most opened on.
    let h = 0;
    for (let x = 1; x < HORSE_COUNT; x++) if (per[x] > per[h] || (per[x] === per[h] && t.odds[x] < t.odds[h])) h = x;
    const top = per[h];
    if (top === 0) return;
    const favourite = t.odds.indexOf(Math.min(...t.odds));
    this.rounds++;
    this.crowd += top;
    this.watched += t.opened.size;
    if (t.odds[h] === t.odds[favourite]) this.favourite++;
    this.harmful += t.harmful[h];
    this.helpful += t.helpful[h];
    this.crowdOf.set(round, h);
  }

  report(): Herding {
    const n = Math.max(1, this.rounds);
    const r = (x: number): number => Math.round((x / n) * 1000) / 1000;
    return {
      rounds: this.rounds,
      crowd: r(this.crowd),
      watched: r(this.watched),
      favourite: r(this.favourite),
      harmful: r(this.harmful),
      helpful: r(this.helpful),
      won: Math.round((this.won / Math.max(1, this.raced)) * 1000) / 1000,
    };
  }
}
