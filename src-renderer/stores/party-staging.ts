import type { PartyView } from '../../src-shared/index';
import { rankKey } from '../game/message-text';
import { RACE_MS, type Speed } from '../game/pacing';
import { play } from '../game/sound';
import type { StageContext } from './race-staging';
import type { useStageStore } from './stage-store';

type Stage = ReturnType<typeof useStageStore>;

const MOVE_MS: Record<Speed, number> = { slow: 900, normal: 650, fast: 260, instant: 0 };

/**
 * Presents one step of a Party Game as the other modes' races are shown: the bell at the start,
 * hooves for each card, a callout over each horse as it is ranked, and after the race the
 * payoff moment, which waits for Continue. Everything shown is read from the engine's views.
 */
export async function presentPartyStep(
  stage: Stage,
  before: PartyView | null,
  after: PartyView,
  ctx: Pick<StageContext, 'speed' | 'skipping' | 'live'>,
): Promise<void> {
  stage.moveMs = ctx.skipping ? 0 : MOVE_MS[ctx.speed];
  const beat = ctx.skipping ? 0 : RACE_MS[ctx.speed];
  const track = after.track;
  if (after.phase === 'race' && before?.phase !== 'race') {
    if (ctx.live() && beat > 0) play('bell');
    return;
  }
  if (track && before?.track && track.turned.length > before.track.turned.length && beat > 0) {
    play('hooves');
    track.ranking.slice(before.track.ranking.length).forEach((h, i) => {
      const place = before.track!.ranking.length + i + 1;
      stage.callout(
        { horse: h, key: 'show.place', params: { place: { t: rankKey(place) } }, tone: 'good' },
        Math.max(1200, beat * 1.8),
      );
    });
  }
  const finished = after.lastRace && after.lastRace.race !== before?.lastRace?.race;
  if (before?.phase === 'race' && finished) {
    if (beat > 0) play('crowd');
    if (after.lastRace!.payoffs.some((p) => p.won > 0)) play('coins');
    await stage.showPartyPayoff(after);
  }
}
