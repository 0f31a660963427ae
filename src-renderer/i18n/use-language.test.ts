// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick, type WritableComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import { MESSAGES } from './index';
import { createLocalizedI18n } from './load-locale';
import type { Locale } from './locale-choice';
import { useLanguage } from './use-language';

describe('the language picker', () => {
  it('shows the old language until the chosen one has loaded, then the new one', async () => {
    let language!: WritableComputedRef<Locale>;
    const Probe = defineComponent({
      setup() {
        language = useLanguage();
        const { t } = useI18n();
        return () => h('h2', t('settings.title'));
      },
    });
    const w = mount(Probe, { global: { plugins: [await createLocalizedI18n('en')] } });
    language.value = 'fr';
    await nextTick();
    expect(language.value).toBe('en');
    expect(w.text()).toBe(MESSAGES.en.settings.title);
    await vi.waitFor(() => expect(w.text()).toBe(MESSAGES.fr.settings.title), { timeout: 60_000 });
    expect(language.value).toBe('fr');
  });
});
