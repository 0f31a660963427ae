import { createI18n } from 'vue-i18n';
import en from './messages-en';
import fr from './messages-fr';
import it from './messages-it';
import type { Locale } from './locale-choice';

export { LOCALES, loadLocale, saveLocale, type Locale } from './locale-choice';

/**
 * Every message of every language at once, for the tests and tools that read them. The app does not
 * import this module: it starts in one language and loads the others when chosen (load-locale.ts).
 */
export const MESSAGES = { en, fr, it };

export function createAppI18n(locale: Locale = 'en') {
  return createI18n({ legacy: false, locale, fallbackLocale: 'en', messages: MESSAGES });
}
