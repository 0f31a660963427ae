import { createI18n } from 'vue-i18n';
import en from './en';
import fr from './fr';
import it from './it';
import aidsEn from './aids-en';
import aidsFr from './aids-fr';
import aidsIt from './aids-it';
import howToEn from './how-to-play-en';
import howToFr from './how-to-play-fr';
import howToIt from './how-to-play-it';
import tutorialEn from './tutorial-en';
import tutorialFr from './tutorial-fr';
import tutorialIt from './tutorial-it';
import partyEn from './party-en';
import partyFr from './party-fr';
import partyIt from './party-it';

export type Locale = 'en' | 'fr' | 'it';
export const LOCALES: readonly { code: Locale; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'it', label: 'Italiano' },
];
const KEY = 'horse-fever:locale';

/** Every message by language; the player aids live in their own files under `aids`, the tutorial's under `tutorial`, the Party Game's under `party`. */
export const MESSAGES = {
  en: { ...en, aids: { ...aidsEn, howTo: howToEn }, tutorial: tutorialEn, party: partyEn },
  fr: { ...fr, aids: { ...aidsFr, howTo: howToFr }, tutorial: tutorialFr, party: partyFr },
  it: { ...it, aids: { ...aidsIt, howTo: howToIt }, tutorial: tutorialIt, party: partyIt },
};

export function createAppI18n(locale: Locale = 'en') {
  return createI18n({ legacy: false, locale, fallbackLocale: 'en', messages: MESSAGES });
}

/** The saved language, else the browser's if we have it, else English. */
export function loadLocale(): Locale {
  const saved = globalThis.localStorage?.getItem(KEY);
  const wanted = saved ?? globalThis.navigator?.language?.slice(0, 2) ?? 'en';
  return LOCALES.some((l) => l.code === wanted) ? (wanted as Locale) : 'en';
}

export function saveLocale(locale: Locale): void {
  globalThis.localStorage?.setItem(KEY, locale);
}
