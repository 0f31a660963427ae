import type { Color, OwnedItem, WantedItem } from '../../src-shared/index';
import type { MessageKey, Translate } from '../i18n/keys';
import { cardName } from './card-text';
import { numberFormat } from './formats';

/**
 * A message parameter translated when shown, so the log and reports follow a language change:
 * `{ t }` is a message key (with its own params), `{ card }` a card's name, `{ signed }` an amount
 * with its sign and the language's digit grouping (+1,400), arrays are joined.
 */
export type MessageParam =
  | string
  | number
  | { t: MessageKey; params?: Record<string, MessageParam> }
  | { card: number }
  | { signed: number }
  | MessageParam[];

export type { Translate };

export const colorParam = (c: Color): MessageParam => ({ t: `color.${c}` });

const RANK_KEYS = ['rank.p1', 'rank.p2', 'rank.p3', 'rank.p4', 'rank.p5', 'rank.p6'] as const;

/** The message key of a finishing place (1 = first), as the rulebook writes it: `rank.p1` … `rank.p6`. */
export function rankKey(place: number): MessageKey {
  const key = RANK_KEYS[place - 1];
  if (key === undefined) throw new RangeError(`no finishing place ${place}`);
  return key;
}

/** A stable, card or unnamed Goal card changing hands; a Goal card is named only when `goalShown`. */
export function itemParam(item: WantedItem | OwnedItem, goalShown = true): MessageParam {
  if (item.kind === 'stable') return { t: 'item.stable', params: { horse: colorParam(item.horse) } };
  if (!('card' in item) || (item.kind === 'goal' && !goalShown)) return { t: 'item.goal' };
  return { card: item.card };
}

/** An amount with its sign, its digits grouped as the language writes numbers: +1,400, −400, 0. */
export function signedAmount(t: Translate, n: number): string {
  const digits = numberFormat(t('number.locale')).format(Math.abs(n));
  return n > 0 ? `+${digits}` : n < 0 ? `−${digits}` : digits;
}

/** One parameter in the current language. */
export function paramText(t: Translate, p: MessageParam): string {
  if (Array.isArray(p)) return p.map((x) => paramText(t, x)).join(', ');
  if (typeof p === 'object') {
    if ('card' in p) return cardName(p.card, t);
    if ('signed' in p) return signedAmount(t, p.signed);
    return messageText(t, p.t, p.params);
  }
  return String(p);
}

/** The message `key` in the current language, its params worded first. */
export function messageText(t: Translate, key: MessageKey, params: Record<string, MessageParam> = {}): string {
  return t(key, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, paramText(t, v)])));
}
