import { createI18n, type Composer } from 'vue-i18n';
import en from './messages-en';
import type { Locale } from './locale-choice';

/**
 * Languages on demand (docs/performance.md, "Shipped weight"): English, the fallback, ships in the main
 * bundle; French and Italian are chunks of their own, loaded when chosen (vue-i18n's lazy loading:
 * set the messages, then switch), so a player downloads and parses one language, not three.
 */

type Messages = typeof en;

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  fr: () => import('./messages-fr'),
  it: () => import('./messages-it'),
};

/** One language's messages: English at hand, the others fetched (once: the module loader keeps them). */
export async function localeMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? en : (await LOADERS[locale]()).default;
}

/**
 * The app's i18n, already holding the starting language: mount after it, so nobody sees English flash
 * by. Should that language's chunk fail to load, the app starts in English rather than not at all.
 */
export async function createLocalizedI18n(wanted: Locale) {
  const messages: Record<string, Messages> = { en };
  let locale = wanted;
  if (locale !== 'en') {
    try {
      messages[locale] = await localeMessages(locale);
    } catch (error) {
      console.error(`language ${locale} not loaded, starting in English`, error);
      locale = 'en';
    }
  }
  return createI18n({ legacy: false, locale, fallbackLocale: 'en', messages });
}

/** Requests in flight per composer: only the last language chosen is switched to. */
const latest = new WeakMap<Composer, Locale>();

/**
 * Switches to a language once its messages are there: at once if they already are, else the screen
 * stays in the current language until they load (never English in between). A slower, older choice
 * that loads after a newer one is dropped.
 */
export async function switchLocale(i18n: Composer, locale: Locale): Promise<void> {
  latest.set(i18n, locale);
  if (!i18n.availableLocales.includes(locale)) {
    i18n.setLocaleMessage(locale, await localeMessages(locale));
    if (latest.get(i18n) !== locale) return;
  }
  i18n.locale.value = locale;
}
