import type { PlayerView } from '../../src-shared/index';
import { RACE_MS, sleep, type Speed } from '../game/pacing';
import { diceCues, movementCues, revealCues, revealLanes, type Cue } from '../game/race-events';
import type { StepResult } from '../game/session';
import { play } from '../game/sound';
import type { useStageStore } from './stage-store';

type Stage = ReturnType<typeof useStageStore>;

export interface StageContext {
  speed: Speed;
  skipping: boolean;
  /** False once the game has been left or replaced: staging stops at once. */
  live: () => boolean;
  /** Asked as a race is about to start: a promise holds it, cards face down, until it settles. */
  hold?: () => Promise<void> | null;
}

const MOVE_MS: Record<Speed, number> = { slow: 900, normal: 650, fast: 260, instant: 0 };

/**
 * Presents one step of the game as a show: the reveal horse by horse, callouts over the horses,
 * the sounds, and after a race the payoff moment, which waits for the player's Continue.
 */
export async function presentStep(
  stage: Stage,
  before: PlayerView | null,
  after: PlayerView,
  r: StepResult | null,
  ctx: StageContext,
): Promise<void> {
  stage.moveMs = ctx.skipping ? 0 : MOVE_MS[ctx.speed];
  const beat = ctx.skipping ? 0 : RACE_MS[ctx.speed];
  const say = (cues: Cue[]): void => cues.forEach((c) => stage.callout(c, Math.max(1200, beat * 1.8)));
  const race = after.race;
  if (race && after.phase === 'race' && before?.phase !== 'race') {
    await holdStart(stage, before, after, ctx);
    if (!ctx.live()) return;
    if (beat > 0) await reveal(stage, before, after, beat, ctx);
    if (ctx.live()) play('bell');
    return;
  }
  if (r?.kind === 'chance' && race && before?.race && beat > 0) {
    if (r.action.kind === 'movement') {
      play('hooves');
      say(movementCues(before.race, race, after.odds));
    } else if (r.action.kind === 'dice') {
      play('dice');
      say(diceCues(before.race, race));
      if (before.race.ranking.length === 0 && race.ranking.length > 0) play('crowd');
    }
  }
  if (before?.phase === 'race' && after.phase !== 'race' && after.lastRace) {
    if (!before.race?.ranking.length && beat > 0) play('crowd');
    if (after.lastRace.payoffs.some((p) => p.money > 0)) play('coins');
    await stage.showPayoff({ before, after });
  }
}

/** Waits while the start is held, showing the table as it was before the cards are turned over. */
async function holdStart(stage: Stage, before: PlayerView | null, after: PlayerView, ctx: StageContext): Promise<void> {
  const held = ctx.hold?.();
  if (!held) return;
  stage.oddsShown = (before ?? after).odds.slice();
  stage.revealedLanes = [];
  try {
    await held;
  } finally {
    stage.oddsShown = null;
    stage.revealedLanes = null;
  }
}

/** Turns each lane's face-down cards over in turn, moving its odds on the blackboard as it goes. */
async function reveal(stage: Stage, before: PlayerView | null, after: PlayerView, beat: number, ctx: StageContext) {
  const lanes = revealLanes(after.race!);
  const odds = (before?.odds ?? after.odds).slice();
  stage.oddsShown = odds.slice();
  stage.revealedLanes = [];
  try {
    for (const lane of lanes) {
      if (!ctx.live()) return;
      play('flip');
      stage.revealedLanes = [...stage.revealedLanes, lane];
      const cues = revealCues(lane, before?.odds ?? null, after);
      for (const cue of cues) {
        stage.callout(cue, beat * 1.1);
        if (cue.key === 'show.odds') stage.oddsShown = odds.map((r, h) => (h === lane ? after.odds[h]! : r));
        await sleep(beat / Math.max(1, cues.length) + 150);
      }
      odds[lane] = after.odds[lane]!;
    }
  } finally {
    stage.oddsShown = null;
    stage.revealedLanes = null;
  }
}
