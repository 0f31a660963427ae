import { describe as suite, expect, it } from 'vitest';
import { plainCopy, colorIndex, playerView, SPECTATOR, type GameState } from '../../src-shared/index';
import { seededRandom, playRandomGame } from '../../src-shared/testing/random-game';
import { createAppI18n } from '../i18n';
import { describe, logByRound, logForView, type LogEntry } from './log';
import { cardName } from './card-text';
import { messageText } from './message-text';

/** The log a human at seat 0 reads over a whole random Family Game, as the session builds it. */
function wholeGameLog(): { log: LogEntry[]; end: GameState } {
  const log: LogEntry[] = [];
  let before: GameState | null = null;
  const { state } = playRandomGame(
    { mode: 'family', players: ['Ann', 'Bob', 'Cy'], seed: 4 },
    seededRandom(2),
    (s, a) => {
      const action = a.at(-1);
      if (before && action) log.push(...describe(before, action, s, 0));
      before = plainCopy(s);
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

suite('face-down cards in the log', () => {
  const { t } = createAppI18n('en').global;
  /** The log and state when seat 1 has laid a card face down, and again as the race turns the cards over. */
  function snapshots(): { fixing: { log: LogEntry[]; state: GameState }; race: { log: LogEntry[]; state: GameState } } {
    const log: LogEntry[] = [];
    let before: GameState | null = null;
    let fixing: { log: LogEntry[]; state: GameState } | null = null;
    let race: { log: LogEntry[]; state: GameState } | null = null;
    playRandomGame({ mode: 'family', players: ['Ann', 'Bob', 'Cy'], seed: 4 }, seededRandom(2), (s, a) => {
      const action = a.at(-1);
      if (before && action) log.push(...describe(before, action, s, 0));
      if (!fixing && s.phase === 'fixing' && s.played.some((c) => c.seat === 1))
        fixing = { log: log.slice(), state: plainCopy(s) };
      if (!race && s.phase === 'race') race = { log: log.slice(), state: plainCopy(s) };
      before = plainCopy(s);
      return race ? 'stop' : undefined;
    });
    return { fixing: fixing!, race: race! };
  }
  const { fixing, race } = snapshots();
  const bobsCard = fixing.state.played.find((c) => c.seat === 1)!;
  const name = cardName(bobsCard.card, t);
  const text = (log: LogEntry[], seat: number, state: GameState): string[] =>
    logForView(log, playerView(state, seat))
      .filter((e) => e.seat === 1 && e.key.startsWith('log.playCard'))
      .map((e) => messageText(t, e.key, e.params));

  it('names a card laid face down only to its owner before the race', () => {
    expect(text(fixing.log, 0, fixing.state)).toEqual([
      'Bob plays a card face down on ' + t(`color.${bobsCard.horse}`),
    ]);
    expect(text(fixing.log, SPECTATOR, fixing.state).join()).not.toContain(name);
    expect(text(fixing.log, 1, fixing.state).join()).toContain(name);
    // The secret never reaches the screen: the entries shown carry no card of another seat.
    expect(JSON.stringify(logForView(fixing.log, playerView(fixing.state, 0)))).not.toContain(
      `"card":${bobsCard.card}}`,
    );
  });

  it('names it to everyone once the race has turned it over', () => {
    for (const seat of [0, 2, SPECTATOR]) expect(text(race.log, seat, race.state).join()).toContain(name);
  });

  it('tells each reveal as the staging turns its lane over on the table, not before', () => {
    const lane = colorIndex(bobsCard.horse);
    const shown = (turning: number[]) => {
      const log = logForView(race.log, playerView(race.state, 0), turning);
      return log.map((e) => messageText(t, e.key, e.params)).filter((l) => l.includes(name));
    };
    // Nothing turned yet: Bob's card is neither revealed nor named (Ann's own cards are hers to read).
    expect(shown([])).toEqual([]);
    expect(shown([lane]).length).toBeGreaterThanOrEqual(2);
    expect(logForView(race.log, playerView(race.state, 0), [0, 1, 2, 3, 4, 5])).toEqual(
      logForView(race.log, playerView(race.state, 0)),
    );
  });

  it('gives each line the same object at every step, face-down cards too, so the log words it once', () => {
    for (const { log, state } of [fixing, race]) {
      const first = logForView(log, playerView(state, 0));
      const again = logForView(log.slice(), playerView(state, 0));
      expect(first.some((e) => e.key.startsWith('log.playCard'))).toBe(true);
      expect(again.filter((e, i) => e !== first[i])).toEqual([]);
    }
  });
});
