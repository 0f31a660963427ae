import type { Color, PlayerAction } from '../../src-shared/index';
import type { Hint } from '../../ai/runtime/bot-api';
import type { Translate } from '../i18n/keys';
import { cardName } from './card-text';
import { numberFormat } from './formats';
import { signedAmount } from './message-text';

/**
 * The Hint panel's rows, worded from the hint's plain figures (ai/hints/hint-types.ts): the bot's
 * choice in the player's words and, by what is decided, the bets, the card places or the purchases
 * it weighed, best first, the chosen one marked. The figures are the bots'; nothing is computed here.
 */

/** Most rows a table shows (the chosen one is always among them): the panel fits 1280 × 720. */
export const HINT_ROWS = 6;

export interface HintRow {
  key: string;
  label: string;
  /** A horse the row is about, drawn as its colour beside the label. */
  horse: Color | null;
  cells: string[];
  chosen: boolean;
}

export interface HintTable {
  title: string;
  head: string[];
  rows: HintRow[];
}

export interface HintModel {
  action: string;
  tables: HintTable[];
  /** A decision with no figures (Eric Change, a lineup, an auction…). */
  choiceOnly: boolean;
}

const horseName = (t: Translate, c: Color): string => t(`color.${c}`);

/** The hint's choice in words. */
export function actionText(t: Translate, a: PlayerAction): string {
  switch (a.type) {
    case 'bet':
      return t('hints.action.bet', { kind: t(`bet.${a.kind}`), stake: a.stake, horse: horseName(t, a.horse) });
    case 'pass':
      return t('hints.action.pass');
    case 'playCard':
      return t('hints.action.playCard', { card: cardName(a.card, t), horse: horseName(t, a.horse) });
    case 'moveOdds':
      return t('hints.action.moveOdds', { horse: horseName(t, a.horse), direction: t(`dir.${a.direction}`) });
    case 'buyActions':
      return t('hints.action.buyActions');
    case 'buyCard':
      return t('hints.action.buyCard', { deck: t(`deck.${a.deck}`) });
    case 'buyStable':
      return t('hints.action.buyStable', { horse: horseName(t, a.horse) });
    case 'loan':
      return t('hints.action.loan', { loan: t(`loan.${a.kind}`) });
    case 'bid':
      return t(a.accept ? 'hints.action.bidYes' : 'hints.action.bidNo');
    case 'keep':
      return t('hints.action.keep', { card: cardName(a.card, t) });
    default:
      return t('hints.action.other');
  }
}

/** The best rows by `score`, at most HINT_ROWS, the chosen row kept in place of the last one. */
function best<T>(items: readonly T[], score: (x: T) => number, chosen: (x: T) => boolean): T[] {
  const sorted = items.slice().sort((a, b) => score(b) - score(a));
  const top = sorted.slice(0, HINT_ROWS);
  const mine = sorted.find(chosen);
  if (mine && !top.includes(mine)) top[top.length - 1] = mine;
  return top;
}

const same = (a: PlayerAction, b: PlayerAction): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The panel's words and rows for a hint, in the player's language. */
export function hintModel(t: Translate, hint: Hint): HintModel {
  const locale = t('number.locale');
  const money = (n: number): string => numberFormat(locale).format(Math.round(n));
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'always' });
  const a = hint.action;
  const e = hint.explanation;
  const model: HintModel = { action: actionText(t, a), tables: [], choiceOnly: e.kind === 'choice' };
  if (e.kind === 'bet') {
    const isChosen = (b: { horse: Color; kind: string }): boolean =>
      a.type === 'bet' && a.horse === b.horse && a.kind === b.kind;
    model.tables.push({
      title: t('hints.bets.title'),
      head: [t('hints.bets.bet'), t('bet.stake'), t('hints.bets.chance'), t('hints.bets.gain'), t('hints.bets.vp')],
      rows: best(e.bets, (b) => b.gain, isChosen).map((b) => ({
        key: `${b.horse}-${b.kind}`,
        label: `${horseName(t, b.horse)} · ${t(`bet.${b.kind}`)}`,
        horse: b.horse,
        cells: [money(b.stake), pct.format(b.chance), signedAmount(t, Math.round(b.gain)), tenths.format(b.vp)],
        chosen: isChosen(b),
      })),
    });
  } else if (e.kind === 'card') {
    const isChosen = (p: { card: number; horse: Color }): boolean =>
      a.type === 'playCard' && a.card === p.card && a.horse === p.horse;
    model.tables.push({
      title: t('hints.cards.title'),
      head: [t('hints.cards.play'), t('hints.cards.win'), t('hints.cards.show')],
      rows: best(e.plays, (p) => p.winChange + p.showChange / 2, isChosen).map((p) => ({
        key: `${p.card}-${p.horse}`,
        label: `${cardName(p.card, t)} → ${horseName(t, p.horse)}`,
        horse: p.horse,
        cells: [
          `${pct.format(p.win)} (${change.format(p.winChange)})`,
          `${pct.format(p.show)} (${change.format(p.showChange)})`,
        ],
        chosen: isChosen(p),
      })),
    });
  } else if (e.kind === 'purchase') {
    model.tables.push({
      title: t('hints.purchase.title'),
      head: [t('hints.purchase.option'), t('hints.purchase.price'), t('hints.purchase.worth')],
      rows: best(
        e.options,
        (o) => o.worth - o.price,
        (o) => same(o.action, a),
      ).map((o, i) => ({
        key: `${i}-${o.action.type}`,
        label: actionText(t, o.action),
        horse: null,
        cells: [money(o.price), money(o.worth)],
        chosen: same(o.action, a),
      })),
    });
  }
  if (e.kind === 'bet' || e.kind === 'card')
    model.tables.push({
      title: t('hints.horses.title'),
      head: [t('hints.horses.horse'), t('hints.horses.win'), t('hints.horses.show')],
      rows: e.horses.map((h) => ({
        key: h.horse,
        label: horseName(t, h.horse),
        horse: h.horse,
        cells: [pct.format(h.win), pct.format(h.show)],
        chosen: false,
      })),
    });
  return model;
}
