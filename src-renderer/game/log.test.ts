import { describe as suite, expect, it } from 'vitest';
import { cloneState, type GameState } from '../../src-shared/index';
import { mulberry32, playRandomGame } from '../../src-shared/testing/random-game';
import { createAppI18n } from '../i18n';
import { describe, logByRound, type LogEntry } from './log';
import { messageText } from './message-text';

/** The log a human at seat 0 reads over a whole random Family Game, as the session builds it. */
function wholeGameLog(): { log: LogEntry[]; end: GameState } {
  const log: LogEntry[] = [];
  let before: GameState | null = null;
  const { state } = playRandomGame(
    { mode: 'family', players: ['Ann', 'Bob', 'Cy'], seed: 4 },
    mulberry32(2),
    (s, a) => {
      const action = a.at(-1);
      if (before && action) log.push(...describe(before, action, s, 0));
      before = cloneState(s);
    },
  );
  return { log, end: state };
}

suite('the game log', () => {
  const { log, end } = wholeGameLog();
  const { t } = createAppI18n('en').global;

  it('keeps the whole game, one group per round, each race with every player’s payoff', () => {
    const groups = logByRound(log);
    expect(groups.map((g) => g.round)).toEqual(end.history.slice(1).map((h) => h.round));
    expect(groups.flatMap((g) => g.entries)).toEqual(log);
    // A player who forfeits has no more payoff lines.
    const payoffs = groups.map((g) => g.entries.filter((e) => e.key.startsWith('log.payoff')).length);
    expect(payoffs[0]).toBe(3);
    for (const n of payoffs) expect(n).toBeGreaterThan(0);
  });

  it('words each race’s net change with its sign (stakes included) and the VP won', () => {
    const lines = log.filter((e) => e.key === 'log.payoff').map((e) => messageText(t, e.key, e.params));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^(Ann|Bob|Cy): ([+−][\d,]+|0) this race, (\+\d+|0) VP$/);
    // Every race costs at least one player a stake; a loss is worded as a loss.
    expect(lines.some((l) => l.includes(': −'))).toBe(true);
  });
});
