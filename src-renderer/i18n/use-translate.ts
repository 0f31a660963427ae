import { useI18n } from 'vue-i18n';
import type { Translate } from './keys';

/** The app's `t` (vue-i18n's, global messages) with its keys type-checked (keys.ts). */
export function useTranslate(): Translate {
  return useI18n().t;
}
