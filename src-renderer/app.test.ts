// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { sampleSave } from '../src-shared/testing/sample-save';
import App from './app.vue';
import { createAppI18n } from './i18n';
import { setPlatform } from './platform/current-platform';
import type { MenuCommand } from '../src-shared/platform/platform-api';
import { createWebPlatform, memoryStore } from './platform/web-platform';

describe('App and the application menu', () => {
  it('open shows the Saved games screen, continue resumes the newest save, new goes back to the New game screen', async () => {
    let send: ((c: MenuCommand) => void) | null = null;
    const web = createWebPlatform(memoryStore());
    setPlatform({ ...web, onMenu: (listener) => ((send = listener), () => void (send = null)) });
    await web.writeSave('game-1', sampleSave(3, 1, 'Friday').text);
    const w = mount(App, { global: { plugins: [createPinia(), createAppI18n('en')] } });
    await flushPromises();
    expect(w.find('[data-testid=new-game-screen]').exists()).toBe(true);

    send!('open');
    await flushPromises();
    expect(w.find('[data-testid=saved-games-screen]').exists()).toBe(true);
    expect(w.get('[data-testid=save-name]').text()).toBe('Friday');

    send!('continue');
    await flushPromises();
    expect(w.find('[data-testid=table-screen]').exists()).toBe(true);

    send!('export');
    await flushPromises();
    expect(w.get('[data-testid=app-notice]').text()).toContain('exporting is not available here');

    send!('new');
    await flushPromises();
    expect(w.find('[data-testid=new-game-screen]').exists()).toBe(true);
    w.unmount();
    expect(send).toBeNull();
  });
});
