import { describe, expect, it } from 'vitest';
import { COLORS } from '../src-shared/colors';
import { newGame, pending, playerView, runChance, type CardRecord, type PlayerView } from '../src-shared/index';
import { mulberry32 } from '../src-shared/testing/random-game';
import { helps, sampleTable, type BeliefOptions } from './determinize';
import { FAMILY_PLACEMENT } from './family-placement';
import { USUAL_PLAY, cardReadings, leanTilt } from './opponent-model';

const NONE: CardRecord = { backedHelped: 0, backedHarmed: 0, otherHelped: 0, otherHarmed: 0 };
/** Helpful cards on horses they had not backed, again and again: the bluff of issue 21. */
const BLUFFER: CardRecord = { backedHelped: 0, backedHarmed: 0, otherHelped: 9, otherHarmed: 1 };
/** Helpful cards on their own horses, harmful ones on the others'. */
const HONEST: CardRecord = { backedHelped: 7, backedHarmed: 1, otherHelped: 1, otherHarmed: 7 };

/**
 * A two-player Family view in the second bets: the rival's first bet is on one horse and its
 * face-down card lies on another (the bluffer's play), with `record` as the rival's public record.
 */
function bluffView(record: CardRecord): PlayerView {
  const s = newGame({ mode: 'family', seed: 'bluff', players: ['bot', 'rival'] });
  while (pending(s).kind === 'chance') runChance(s);
  const view = playerView(s, s.queue[0]);
  const rival = 1 - view.seat;
  const free = COLORS.filter((h) => !view.players[rival].stables.includes(h));
  const records = [NONE, NONE];
  records[rival] = record;
  return {
    ...view,
    phase: 'secondBets',
    bets: [{ seat: rival, horse: free[0], kind: 'show', stake: 100 }],
    firstBetCount: 1,
    played: [{ horse: free[1], seat: rival, card: null }],
    cardRecords: records,
  };
}

/** Share of sampled tables in which the rival's face-down card is a helpful one. */
function helpfulShare(view: PlayerView, opts: BeliefOptions): number {
  const r = mulberry32(11);
  let helpful = 0;
  for (let k = 0; k < 1000; k++) if (helps(sampleTable(view, r, opts)[0].card)) helpful++;
  return helpful / 1000;
}

describe('per-player reading of face-down cards (issue 21)', () => {
  it('starts from how players usually play and moves with each revealed card', () => {
    const [none, bluffer] = [NONE, BLUFFER].map((r) => cardReadings({ cardRecords: [r] } as PlayerView, USUAL_PLAY)[0]);
    expect(none).toEqual({ backedHelpful: USUAL_PLAY.backedHelpful, otherHelpful: USUAL_PLAY.otherHelpful });
    // Beta(6 × 0.43, 6 × 0.57) updated by 9 helpful of 10: (2.58 + 9) / 16.
    expect(bluffer.otherHelpful).toBeCloseTo((6 * 0.43 + 9) / 16, 10);
    expect(bluffer.backedHelpful).toBe(USUAL_PLAY.backedHelpful);
    expect(leanTilt(none, USUAL_PLAY, false, true)).toBeCloseTo(1, 10);
    expect(leanTilt(bluffer, USUAL_PLAY, false, true)).toBeGreaterThan(1.5);
    expect(leanTilt(bluffer, USUAL_PLAY, false, false)).toBeLessThan(0.5);
  });

  it.each([
    ['by lean (normal)', { model: true, futurePlays: true, byRecord: true }],
    [
      'by the placement model (hard)',
      { model: true, futurePlays: true, byRecord: true, familyModel: FAMILY_PLACEMENT },
    ],
  ] as [string, BeliefOptions][])(
    "%s: a bluffer's cards on a horse it did not back stop being read as harming it",
    (_, opts) => {
      const usual = helpfulShare(bluffView(NONE), opts);
      const honest = helpfulShare(bluffView(HONEST), opts);
      const bluffer = helpfulShare(bluffView(BLUFFER), opts);
      expect(honest).toBeLessThan(usual + 0.05);
      expect(bluffer).toBeGreaterThan(usual + 0.2);
      // Without the record, the bluffer's cards read like anyone's.
      expect(helpfulShare(bluffView(BLUFFER), { ...opts, byRecord: false })).toBe(usual);
    },
  );
});
