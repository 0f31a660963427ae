import { describe, expect, it } from 'vitest';
import { COLORS } from '../../src-shared/engine/core/colors';
import { newGame, pending, playerView, runChance, type CardRecord, type PlayerView } from '../../src-shared/index';
import { seededRandom } from '../../src-shared/testing/random-game';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import { sampleTable, type BeliefOptions } from '../sampling/determinize';
import { FAMILY_PLACEMENT } from './family-placement';
import { USUAL_PLAY, cardReading, helpfulChance, leanTilt } from './opponent-model';

const NONE: CardRecord = {
  backedHelped: 0,
  backedHarmed: 0,
  secondHelped: 0,
  secondHarmed: 0,
  otherHelped: 0,
  otherHarmed: 0,
};
/** The bluff (docs/bots.md): helpful cards on the horse it then backs with its second bet, harmful ones elsewhere. */
const BLUFFER: CardRecord = { ...NONE, secondHelped: 8, otherHarmed: 8 };
/** Helpful cards on the horses of its first bets, harmful ones on the others'; second bets elsewhere. */
const HONEST: CardRecord = { ...NONE, backedHelped: 7, backedHarmed: 1, otherHelped: 1, otherHarmed: 7 };

/**
 * A two-player Family view in the second bets: the rival's first bet is on one horse and its
 * face-down card lies on another (the bluffer's play), with `record` as the rival's public record;
 * with `secondBet`, the rival has since backed that other horse with its second bet.
 */
function bluffView(record: CardRecord, secondBet = false): PlayerView {
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
    bets: [
      { seat: rival, horse: free[0], kind: 'show', stake: 100 },
      ...(secondBet ? [{ seat: rival, horse: free[1], kind: 'win' as const, stake: 100 }] : []),
    ],
    firstBetCount: 1,
    played: [{ horse: free[1], seat: rival, card: null }],
    cardRecords: records,
  };
}

/** Share of sampled tables in which the rival's face-down card is a helpful one. */
function helpfulShare(view: PlayerView, opts: BeliefOptions): number {
  const r = seededRandom(11);
  let helpful = 0;
  for (let k = 0; k < 1000; k++) if (isHelpful(sampleTable(view, r, opts)[0].card)) helpful++;
  return helpful / 1000;
}

describe('per-player reading of face-down cards (docs/bots.md)', () => {
  it('starts from how players usually play and moves with each revealed card', () => {
    const none = cardReading(NONE, USUAL_PLAY);
    const bluffer = cardReading(BLUFFER, USUAL_PLAY);
    const { strength: _, ...usual } = USUAL_PLAY;
    for (const [k, v] of Object.entries(usual)) expect(none[k as keyof typeof usual]).toBeCloseTo(v, 10);
    // Beta(6 × 0.95, 6 × 0.05) updated by 8 helpful of 8: (5.7 + 8) / 14; 16 of 16 cards off the first bets, 8 on the second bet's horse.
    expect(bluffer.secondHelpful).toBeCloseTo((6 * 0.95 + 8) / 14, 10);
    expect(bluffer.otherHelpful).toBeCloseTo((6 * 0.19) / 14, 10);
    expect(bluffer.secondShare).toBeCloseTo((6 * 0.33 + 8) / 22, 10);
    expect(bluffer.backedHelpful).toBe(USUAL_PLAY.backedHelpful);
    // Before its second bet, a card off its first bet is the bluffer's real horse half the time.
    expect(helpfulChance(bluffer, 'pending')).toBeGreaterThan(0.45);
    expect(helpfulChance(cardReading(HONEST, USUAL_PLAY), 'pending')).toBeLessThan(0.3);
    expect(leanTilt(none, USUAL_PLAY, 'pending', true)).toBeCloseTo(1, 10);
    expect(leanTilt(bluffer, USUAL_PLAY, 'second', true)).toBeGreaterThan(1);
    expect(leanTilt(bluffer, USUAL_PLAY, 'other', false)).toBeGreaterThan(1);
  });

  it("normal, by lean: a bluffer's card off its first bet is read as help, an honest player's less than usual", () => {
    const opts: BeliefOptions = { model: true, futurePlays: true };
    const usual = helpfulShare(bluffView(NONE), opts);
    const honest = helpfulShare(bluffView(HONEST), opts);
    const bluffer = helpfulShare(bluffView(BLUFFER), opts);
    // Off its first bets with its second bet to come, a card of the usual player is help 44% of the time.
    expect(usual).toBeGreaterThan(0.35);
    expect(honest).toBeLessThan(usual - 0.1);
    expect(bluffer).toBeGreaterThan(usual);
    expect(bluffer).toBeGreaterThan(honest + 0.15);
    // Once its second bet backs the horse, the bluffer's card there reads as help almost surely.
    expect(helpfulShare(bluffView(BLUFFER, true), opts)).toBeGreaterThan(0.9);
  });

  it("hard, by the placement model: the record tilts its reading, the bluffer's toward help", () => {
    const opts: BeliefOptions = { model: true, futurePlays: true, familyModel: FAMILY_PLACEMENT };
    const usual = helpfulShare(bluffView(NONE), opts);
    const honest = helpfulShare(bluffView(HONEST), opts);
    const bluffer = helpfulShare(bluffView(BLUFFER), opts);
    expect(honest).toBeLessThan(usual - 0.05);
    expect(bluffer).toBeGreaterThan(usual);
    expect(bluffer).toBeGreaterThan(honest + 0.1);
    expect(helpfulShare(bluffView(BLUFFER, true), opts)).toBeGreaterThan(usual + 0.1);
  });
});
