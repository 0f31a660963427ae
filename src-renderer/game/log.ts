import {
  actionSeenBy,
  colorIndex,
  MOVEMENT_CARDS,
  oddsLabel,
  type Action,
  type Color,
  type GameState,
  type PlayerView,
  type SeenAction,
} from '../../src-shared/index';
import { colorParam as color, itemParam, type MessageParam } from './message-text';
import { auctionMessage, payoffVp } from './payoff-text';
import type { MessageKey } from '../i18n/keys';

/** A line of the log, worded when shown (message-text.ts) so it follows the language. */
export interface LogEntry {
  key: MessageKey;
  params: Record<string, MessageParam>;
  /** The acting seat, if a player acted. */
  seat: number | null;
  /**
   * A card laid face down: named only to a viewer whose view shows it (their own) or once the race
   * has turned it over (see `logForView`). The session keeps it; the screen never gets it.
   */
  faceDown?: { seat: number; card: number | null; horse: Color };
  /** The race turned this face-down card over: from here on everyone may read it. */
  turned?: { seat: number; card: number; horse: Color };
}

/** What the log reads of the game before and after an action: the states, or a seat's views (online). */
export type LogSource = GameState | PlayerView;

/**
 * The log lines one applied action produces for the human at `viewer`: never a secret (others'
 * face-down cards, kept Goal cards, drawn cards).
 */
export function describe(before: GameState, a: Action, after: GameState, viewer: number): LogEntry[] {
  // A face-down card stays whole: logForView names it to whichever seat's view shows it (pass-and-play).
  return describeSeen(before, a.type === 'playCard' ? a : actionSeenBy(before, a, viewer), after, viewer);
}

/**
 * The same from the action as `viewer` may know it (the engine's actionSeenBy: others' deals,
 * draws and kept Goal or Action cards come without their card), between two states or, online,
 * between two of the viewer's views.
 */
export function describeSeen(before: LogSource, a: SeenAction, after: LogSource, viewer: number): LogEntry[] {
  const out: LogEntry[] = [];
  const name = (seat: number): string => before.players[seat]?.name ?? '?';
  const line = (key: MessageKey, params: Record<string, MessageParam>, seat: number | null = null): void => {
    out.push({ key, params, seat });
  };
  if (a.type === 'chance') {
    if (a.kind === 'movement') {
      const values = (MOVEMENT_CARDS[a.card - 1] ?? []).map((v, row) => `${oddsLabel(row)}→${v}`);
      line('log.movement', { card: a.card, values: values.join(' ') });
    } else if (a.kind === 'dice') {
      line('log.dice', { a: color(a.dice[0]), b: color(a.dice[1]) });
    } else if (a.kind === 'tieBreak') {
      line('log.tieBreak', { player: name(a.seat) });
    } else if (a.kind === 'deal' && a.card !== null) {
      line('log.dealtYou', { card: { card: a.card } });
    } else if (a.kind === 'draw' && a.card !== null) {
      line('log.drewYou', { card: { card: a.card } });
    }
  } else {
    const p = { player: name(a.seat) };
    switch (a.type) {
      case 'bet':
        line('log.bet', { ...p, stake: a.stake, horse: color(a.horse), kind: { t: `bet.${a.kind}` } }, a.seat);
        break;
      case 'pass':
        line(before.phase === 'purchase' ? 'log.passPurchase' : 'log.pass', p, a.seat);
        break;
      case 'moveOdds':
        line('log.moveOdds', { ...p, horse: color(a.horse), direction: { t: `dir.${a.direction}` } }, a.seat);
        break;
      case 'playCard':
        // Worded for each view when shown (logForView): the card is secret until the race.
        out.push({
          key: 'log.playCard',
          params: { ...p, horse: color(a.horse) },
          seat: a.seat,
          faceDown: { seat: a.seat, card: a.card, horse: a.horse },
        });
        break;
      case 'photoOrder':
        line('log.photoOrder', { ...p, order: a.order.map(color) }, a.seat);
        break;
      case 'buyActions':
        line('log.buyActions', p, a.seat);
        break;
      case 'buyCard':
        line('log.buyCard', { ...p, deck: { t: `deck.${a.deck}` } }, a.seat);
        break;
      case 'keep': {
        // A kept Goal or Action card comes without its card to the others: its deck tells which.
        if (a.card !== null) line('log.keep', { ...p, card: { card: a.card } }, a.seat);
        else line(before.purchase?.draw?.deck === 'goal' ? 'log.keepGoal' : 'log.keepAction', p, a.seat);
        break;
      }
      case 'swap':
        line('log.swap', { ...p, target: name(a.target), card: { card: a.card } }, a.seat);
        break;
      case 'buyStable':
        line('log.buyStable', { ...p, horse: color(a.horse) }, a.seat);
        break;
      case 'loan':
        line('log.loan', { ...p, kind: { t: `loan.${a.kind}` } }, a.seat);
        break;
      case 'offer':
        // Told with its answer, in one line (an offer is made and answered in one go).
        break;
      case 'answer': {
        const o = before.purchase?.offer;
        if (!o) line(a.accept ? 'log.accept' : 'log.refuse', p, a.seat);
        else
          line(
            a.accept ? 'log.offerAccepted' : 'log.offerRefused',
            { buyer: name(o.buyer), seller: name(o.seller), item: itemParam(o.item), price: o.price },
            o.buyer,
          );
        break;
      }
      case 'clearance': {
        line('log.clearance', { ...p, item: itemParam(a.item, a.seat === viewer) }, a.seat);
        break;
      }
      case 'lineup':
        if (a.placements.length === 0) line('log.lineupNone', p, a.seat);
        else
          line(
            'log.lineup',
            {
              ...p,
              list: a.placements.map((x) => ({
                t: 'log.placement',
                params: { card: { card: x.card }, horse: color(x.horse) },
              })),
            },
            a.seat,
          );
        break;
      case 'bid':
        line(a.accept ? 'log.bidYes' : 'log.bidNo', { ...p, price: before.auction?.price ?? 0 }, a.seat);
        break;
    }
  }
  out.push(...transitions(before, after));
  return out;
}

/** Phase changes and race results, read off the two states. */
function transitions(before: LogSource, after: LogSource): LogEntry[] {
  const out: LogEntry[] = [];
  const r = after.lastRace;
  const newRace = r !== null && r.round !== before.lastRace?.round;
  if (newRace) {
    out.push({ key: 'log.ranking', params: { ranking: r.ranking.map(color) }, seat: null });
    for (const pay of r.payoffs) {
      out.push({
        key: pay.defaulted ? 'log.payoffDefault' : 'log.payoff',
        params: {
          player: after.players[pay.seat]?.name ?? '?',
          net: { signed: pay.net },
          vp: { signed: payoffVp(pay) },
        },
        seat: pay.seat,
      });
    }
  }
  // Each auction joins the race's summary when it ends, actions after the race itself.
  const logged = newRace ? 0 : (before.lastRace?.auctions.length ?? 0);
  const names = after.players.map((p) => p.name);
  for (const a of r?.auctions.slice(logged) ?? []) {
    out.push({ ...auctionMessage(a, names), seat: a.deal?.seat ?? null });
  }
  if (before.phase !== after.phase || before.round !== after.round) {
    if (after.phase === 'race' && after.race) {
      for (const c of after.race.cards.revealed) {
        out.push({
          key: 'log.revealed',
          params: {
            player: after.players[c.seat]?.name ?? '?',
            card: { card: c.card },
            horse: color(c.horse),
            fate: { t: `fate.${c.fate}` },
          },
          seat: c.seat,
          turned: { seat: c.seat, card: c.card, horse: c.horse },
        });
      }
    }
    out.push({ key: 'log.phase', params: { round: after.round, phase: { t: `phase.${after.phase}` } }, seat: null });
  }
  return out;
}

const faceDownKey = (seat: number, card: number | null, horse: Color): string => `${seat}/${card}/${horse}`;

/**
 * The log as `view` may read it (docs/rules.md §10): a card laid face down is named only to its
 * owner (the view shows it in `played`) or once a later line tells that the race turned it over;
 * nobody else learns it before. The secret itself never leaves: entries come back without it.
 * `turning`: while the race's start is staged, the lanes whose cards are turned over so far on the
 * table; the other lanes' reveals wait for them.
 */
export function logForView(
  entries: readonly LogEntry[],
  view: PlayerView | null,
  turning: readonly number[] | null = null,
): LogEntry[] {
  if (turning) return logForView(withoutUnturned(entries, turning), view);
  const own = new Set(
    (view?.played ?? []).flatMap((c) => (c.card === null ? [] : [faceDownKey(c.seat, c.card, c.horse)])),
  );
  const turned = new Set<string>();
  const out: LogEntry[] = new Array<LogEntry>(entries.length);
  // Backwards: a reveal comes after the line that laid the card.
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.turned) turned.add(faceDownKey(e.turned.seat, e.turned.card, e.turned.horse));
    const f = e.faceDown;
    if (!f) {
      out[i] = e;
      continue;
    }
    const key = faceDownKey(f.seat, f.card, f.horse);
    // Online, another seat's card comes unnamed (null): its line stays unnamed, the reveal names it.
    out[i] = f.card === null ? cardLine(e, 0, false) : cardLine(e, f.card, turned.has(key) || own.has(key));
  }
  return out;
}

/**
 * The face-down card's line, the same object at every step: the log words a line once and knows
 * it again by identity (game-log.vue).
 */
const cardLines = new WeakMap<LogEntry, { shown?: LogEntry; hidden?: LogEntry }>();
function cardLine(e: LogEntry, card: number, shown: boolean): LogEntry {
  let lines = cardLines.get(e);
  if (!lines) cardLines.set(e, (lines = {}));
  if (shown) return (lines.shown ??= { key: 'log.playCardOwn', params: { ...e.params, card: { card } }, seat: e.seat });
  return (lines.hidden ??= { key: 'log.playCard', params: e.params, seat: e.seat });
}

/** The log without the latest race's reveals of lanes not yet turned over on the table. */
function withoutUnturned(entries: readonly LogEntry[], turning: readonly number[]): LogEntry[] {
  // The race's start: its reveals, then the line of the race phase, the log's last phase line.
  let phase = entries.length - 1;
  while (phase >= 0 && entries[phase]!.key !== 'log.phase') phase--;
  let first = phase;
  while (first > 0 && entries[first - 1]!.turned) first--;
  if (first === phase) return entries.slice();
  return entries.filter((e, i) => i < first || i >= phase || turning.includes(colorIndex(e.turned!.horse)));
}

/** The log in rounds: each group starts where a round's first phase begins (the game's start in round 1). */
export function logByRound(entries: readonly LogEntry[]): { round: number; entries: LogEntry[] }[] {
  const groups: { round: number; entries: LogEntry[] }[] = [];
  for (const e of entries) {
    const round = e.key === 'log.phase' ? Number(e.params.round) : null;
    const last = groups.at(-1);
    if (!last || (round !== null && round !== last.round)) groups.push({ round: round ?? 1, entries: [e] });
    else last.entries.push(e);
  }
  return groups;
}
