import { describe, expect, it, vi } from 'vitest';
import { createLocalizedI18n, localeMessages, switchLocale } from './load-locale';
import { MESSAGES } from './index';

describe('languages on demand', () => {
  it('starts with English and the saved language only, already in it', async () => {
    const i18n = await createLocalizedI18n('fr');
    expect([...i18n.global.availableLocales].sort()).toEqual(['en', 'fr']);
    expect(i18n.global.locale.value).toBe('fr');
    expect(i18n.global.t('settings.title')).toBe(MESSAGES.fr.settings.title);
    expect((await createLocalizedI18n('en')).global.availableLocales).toEqual(['en']);
  });

  it('loads each language whole, as the tests read them all at once', async () => {
    for (const locale of ['en', 'fr', 'it'] as const) expect(await localeMessages(locale)).toEqual(MESSAGES[locale]);
  });

  it('keeps the current language until the chosen one is loaded, then switches', async () => {
    const i18n = (await createLocalizedI18n('en')).global;
    const switching = switchLocale(i18n, 'it');
    expect(i18n.locale.value).toBe('en');
    await switching;
    expect(i18n.locale.value).toBe('it');
    expect(i18n.t('settings.title')).toBe(MESSAGES.it.settings.title);
  });

  it('switches at once to a language already loaded', async () => {
    const i18n = (await createLocalizedI18n('fr')).global;
    void switchLocale(i18n, 'en');
    expect(i18n.locale.value).toBe('en');
    void switchLocale(i18n, 'fr');
    expect(i18n.locale.value).toBe('fr');
  });

  it('ends on the last language chosen, even when an earlier choice loads after it', async () => {
    const i18n = (await createLocalizedI18n('en')).global;
    const slow = switchLocale(i18n, 'it');
    await switchLocale(i18n, 'en');
    await slow;
    expect(i18n.locale.value).toBe('en');
    expect(i18n.availableLocales).toContain('it');
  });

  it('starts in English when the saved language cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('./messages-it', () => Promise.reject(new Error('chunk missing')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { createLocalizedI18n: create } = await import('./load-locale');
    const i18n = await create('it');
    expect(i18n.global.locale.value).toBe('en');
    expect(error).toHaveBeenCalledOnce();
    vi.doUnmock('./messages-it');
    error.mockRestore();
  });
});
