import type { Color, OwnedItem, WantedItem } from '../../src-shared/index';
import { cardName } from './card-text';

/**
 * A message parameter translated when shown, so the log and reports follow a language change:
 * `{ t }` is a message key (with its own params), `{ card }` a card's name, arrays are joined.
 */
export type MessageParam =
  string | number | { t: string; params?: Record<string, MessageParam> } | { card: number } | MessageParam[];

/** vue-i18n's `t`, as these helpers call it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

export const colorParam = (c: Color): MessageParam => ({ t: `color.${c}` });

/** A stable, card or unnamed Goal card changing hands; a Goal card is named only when `goalShown`. */
export function itemParam(item: WantedItem | OwnedItem, goalShown = true): MessageParam {
  if (item.kind === 'stable') return { t: 'item.stable', params: { horse: colorParam(item.horse) } };
  if (!('card' in item) || (item.kind === 'goal' && !goalShown)) return { t: 'item.goal' };
  return { card: item.card };
}

/** One parameter in the current language. */
export function paramText(t: Translate, p: MessageParam): string {
  if (Array.isArray(p)) return p.map((x) => paramText(t, x)).join(', ');
  if (typeof p === 'object') return 'card' in p ? cardName(p.card, t) : messageText(t, p.t, p.params);
  return String(p);
}

/** The message `key` in the current language, its params worded first. */
export function messageText(t: Translate, key: string, params: Record<string, MessageParam> = {}): string {
  return t(key, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, paramText(t, v)])));
}
