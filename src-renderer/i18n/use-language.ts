import { computed, type WritableComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Locale } from './locale-choice';
import { switchLocale } from './load-locale';

/**
 * The app's language for a language picker's v-model: reads the current one; setting it loads the
 * language first when needed (load-locale.ts), so the screen never shows a half-loaded language.
 */
export function useLanguage(): WritableComputedRef<Locale> {
  const i18n = useI18n({ useScope: 'global' });
  return computed({
    get: () => i18n.locale.value as Locale,
    set: (locale) => {
      switchLocale(i18n, locale).catch((error: unknown) => console.error(`language ${locale} not loaded`, error));
    },
  });
}
