/**
 * The language's number and date formatters, made once per language: making one is costly (the
 * log worded every amount with a new one), using one is cheap.
 */
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

/** Digits grouped as `locale` writes numbers (1,400; 1 400). */
export function numberFormat(locale: string): Intl.NumberFormat {
  let f = numbers.get(locale);
  if (!f) numbers.set(locale, (f = new Intl.NumberFormat(locale)));
  return f;
}

/** A date with its time, numeric, as `Date.toLocaleString(locale)` writes it. */
export function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  let f = dates.get(locale);
  if (!f) {
    const numeric = 'numeric' as const;
    const parts = { year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric, second: numeric };
    dates.set(locale, (f = new Intl.DateTimeFormat(locale, parts)));
  }
  return f;
}
