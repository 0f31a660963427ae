// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmRisky, forecastShown } from '../../game/aid-settings';
import { loadPlay } from '../../game/play-settings';
import { sound } from '../../game/sound';
import { loadSound } from '../../game/sound-settings';
import { createAppI18n } from '../../i18n';
import { useGameStore } from '../../stores/game-store';
import { motionCalm, useSettingsStore } from '../../stores/settings-store';
import SettingsScreen from './settings-screen.vue';

function open(locale: 'en' | 'fr' | 'it' = 'en') {
  const pinia = createPinia();
  setActivePinia(pinia);
  const i18n = createAppI18n(locale);
  const settings = useSettingsStore();
  settings.open = true;
  const w = mount(SettingsScreen, { global: { plugins: [pinia, i18n] }, attachTo: document.body });
  return { w, settings, game: useGameStore(), i18n };
}

describe('Settings', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('names the race speeds in words, in every language, and sets and remembers the speed', async () => {
    for (const [locale, words] of [
      ['en', ['Slow', 'Normal', 'Fast', 'Instant']],
      ['fr', ['Lente', 'Normale', 'Rapide', 'Instantanée']],
      ['it', ['Lenta', 'Normale', 'Veloce', 'Istantanea']],
    ] as const) {
      const { w } = open(locale);
      expect(w.findAll('.speed-choice').map((l) => l.text())).toEqual(words);
      w.unmount();
    }
    const { w, game } = open();
    await w.get('[data-testid=settings-speed-fast]').setValue(true);
    expect(game.speed).toBe('fast');
    expect(loadPlay().speed).toBe('fast');
    // The toolbar's quick control sets the same speed, which Settings then shows.
    game.speed = 'slow';
    await w.vm.$nextTick();
    expect((w.get('[data-testid=settings-speed-slow]').element as HTMLInputElement).checked).toBe(true);
    expect(loadPlay().speed).toBe('slow');
  });

  it('mutes and sets the volume with the toolbar’s settings; the music is off until turned on', async () => {
    const { w, settings } = open();
    await w.get('[data-testid=settings-mute]').setValue(true);
    expect(sound.value.muted).toBe(true);
    expect(loadSound().muted).toBe(true);
    await w.get('[data-testid=settings-mute]').setValue(false);
    await w.get('[data-testid=settings-volume]').setValue(40);
    expect(loadSound()).toEqual({ volume: 0.4, muted: false });

    expect((w.get('[data-testid=settings-music]').element as HTMLInputElement).checked).toBe(false);
    expect(w.get('[data-testid=settings-music-volume]').attributes('disabled')).toBeDefined();
    await w.get('[data-testid=settings-music]').setValue(true);
    await w.get('[data-testid=settings-music-volume]').setValue(30);
    expect(settings.play).toMatchObject({ music: true, musicVolume: 0.3 });
    expect(loadPlay()).toMatchObject({ music: true, musicVolume: 0.3 });
  });

  it('switches the language', async () => {
    const { w, i18n } = open();
    await w.get('[data-testid=settings-language]').setValue('it');
    expect(i18n.global.locale.value).toBe('it');
    expect(w.get('h2').text()).toBe('Impostazioni');
  });

  it('turns reduced motion on like the system setting: the page’s class and the media query both say so', async () => {
    const { w } = open();
    expect(motionCalm()).toBe(false);
    await w.get('[data-testid=settings-reduced-motion]').setValue(true);
    expect(document.documentElement.classList.contains('reduce-motion')).toBe(true);
    expect(globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(motionCalm()).toBe(true);
    expect(loadPlay().reducedMotion).toBe(true);
    await w.get('[data-testid=settings-reduced-motion]').setValue(false);
    expect(document.documentElement.classList.contains('reduce-motion')).toBe(false);
    expect(globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
  });

  it('lists the betting aids of the bet panel, and the keyboard shortcuts', async () => {
    const { w } = open();
    await w.get('[data-testid=settings-forecast]').setValue(false);
    expect(forecastShown.value).toBe(false);
    await w.get('[data-testid=settings-confirm]').setValue(false);
    expect(confirmRisky.value).toBe(false);
    forecastShown.value = true;
    confirmRisky.value = true;
    const keys = w.findAll('[data-testid=settings-keys] kbd').map((k) => k.text());
    expect(keys).toEqual(['Enter', '1 – 6', 'W / S', '+ / −', 'Space', '?', 'Ctrl+Z', 'Tab']);
  });

  it('closes with its button or Escape, and takes the focus when it opens', async () => {
    const { w, settings } = open();
    expect(document.activeElement).toBe(w.get('[data-testid=settings-close]').element);
    await w.get('[data-testid=settings]').trigger('keydown', { key: 'Escape' });
    expect(settings.open).toBe(false);
    settings.open = true;
    await w.get('[data-testid=settings-close]').trigger('click');
    expect(settings.open).toBe(false);
  });
});
