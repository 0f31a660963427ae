export type Locale = 'en' | 'fr' | 'it';
export const LOCALES: readonly { code: Locale; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'it', label: 'Italiano' },
];
const KEY = 'horse-fever:locale';

/** The saved language, else the browser's if we have it, else English. */
export function loadLocale(): Locale {
  const saved = globalThis.localStorage?.getItem(KEY);
  const wanted = saved ?? globalThis.navigator?.language?.slice(0, 2) ?? 'en';
  return LOCALES.some((l) => l.code === wanted) ? (wanted as Locale) : 'en';
}

export function saveLocale(locale: Locale): void {
  globalThis.localStorage?.setItem(KEY, locale);
}
