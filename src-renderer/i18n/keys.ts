import type { MESSAGES } from './index';

/**
 * Message keys typed from the English messages (the fallback, which every language must match:
 * messages.test.ts). vue-i18n 11's own `t` takes any string (its key types only offer completion),
 * so the app calls it through `Translate`, where a key missing from English fails the type check.
 */

type Messages = (typeof MESSAGES)['en'];

/** `a.b.c` for every text of `T`; an index-signature level (card texts by number) gives `a.${string}`. */
type Leaves<T> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? `${K}`
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${Leaves<T[K]>}`;
}[keyof T & (string | number)];

/** Every message key of the app. */
export type MessageKey = Leaves<Messages>;

/** The keys under `prefix.` with the prefix removed: `SubKey<'color'>` is `'black' | 'blue' | …`. */
export type SubKey<Prefix extends string> = MessageKey extends infer K
  ? K extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;

/** Named values of a message (vue-i18n interpolates them as text). */
export type MessageValues = Record<string, unknown>;

/** vue-i18n's `t`, with its keys checked: plain, with named values, plural by a count, or both. */
export interface Translate {
  (key: MessageKey): string;
  (key: MessageKey, values: MessageValues): string;
  (key: MessageKey, values: MessageValues, plural: number): string;
  (key: MessageKey, plural: number): string;
}
