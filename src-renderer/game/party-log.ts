import { MOVEMENT_CARDS, type PartyAction, type PartyState, type PartyView } from '../../src-shared/index';
import { colorParam as color, type MessageParam } from './message-text';
import type { LogEntry } from './log';

/**
 * The log lines of one Party Game step (docs/rules.md §11), between two states or, online, two
 * views: everything in this mode is public, so every bet, card and result is told to everyone.
 */
export function describeParty(
  before: PartyState | PartyView,
  a: PartyAction,
  after: PartyState | PartyView,
): LogEntry[] {
  const name = (seat: number): string => before.players[seat]?.name ?? '?';
  const out: LogEntry[] = [];
  if (a.type === 'chance' && a.kind === 'bookmaker') {
    out.push({ key: 'party.log.firstBookmaker', params: { player: name(a.seat) }, seat: null });
  } else if (a.type === 'chance') {
    const values = a.order.map((c, k): MessageParam => ({
      t: 'party.log.laneValue',
      params: { horse: color(c), n: MOVEMENT_CARDS[a.card - 1]?.[k] ?? 0 },
    }));
    out.push({ key: 'party.log.card', params: { card: a.card, values }, seat: null });
  } else if (a.type === 'bet') {
    const params = {
      player: name(a.seat),
      stake: a.stake,
      horse: color(a.horse),
      kind: { t: `bet.${a.kind}` as const },
    };
    out.push({ key: 'log.bet', params, seat: a.seat });
  } else {
    out.push({ key: 'log.photoOrder', params: { player: name(a.seat), order: a.order.map(color) }, seat: a.seat });
  }
  const r = after.lastRace;
  if (r && r.race !== before.lastRace?.race) {
    out.push({ key: 'log.ranking', params: { ranking: r.ranking.map(color) }, seat: null });
    for (const p of r.payoffs)
      out.push({ key: 'party.log.payoff', params: { player: name(p.seat), won: p.won, gain: p.gain }, seat: p.seat });
    if (r.nextBookmaker !== null)
      out.push({ key: 'party.log.bookmaker', params: { race: after.race, player: name(r.nextBookmaker) }, seat: null });
  }
  return out;
}
