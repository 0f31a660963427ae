// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HostStatus, LanHost as Host } from '../../src-shared/platform/platform-api';
import { createAppI18n } from '../i18n/index';
import { FakeServer } from './fake-room';
import LanHost from './lan-host.vue';
import LanHostInvite from './lan-host-invite.vue';
import { useLanHostStore } from './lan-host-store';
import { useOnlineStore } from './online-store';

let pinia: ReturnType<typeof createPinia>;
let server: FakeServer;
beforeEach(() => {
  pinia = createPinia();
  setActivePinia(pinia);
  sessionStorage.clear();
  server = new FakeServer();
  useOnlineStore().useLink(server.link);
});
const plugins = (locale: 'en' | 'fr' = 'en') => ({ global: { plugins: [createAppI18n(locale), pinia] } });

function hostAnswering(status: HostStatus): Host {
  let now: HostStatus = { running: false };
  return {
    start: async () => (now = status),
    stop: async () => (now = { running: false }),
    status: async () => now,
  };
}

describe('Host a game on this network', () => {
  it('starts the server, hosts a table on it, and shows friends the address to type', async () => {
    useLanHostStore().useHost(hostAnswering({ running: true, port: 2567, addresses: ['192.168.1.20', '10.0.0.7'] }));
    const w = mount(LanHost, { props: { playerName: () => 'Ann' }, ...plugins() });
    await w.get('[data-testid=lan-host-go]').trigger('click');
    await flushPromises();
    expect(server.calls).toEqual([{ kind: 'create', arg: 'Ann', address: 'ws://localhost:2567' }]);
    expect(w.get('[data-testid=lan-host-running]').text()).toContain('port 2567');

    const invite = mount(LanHostInvite, plugins());
    expect(invite.get('[data-testid=lan-address]').text()).toBe('192.168.1.20:2567');
    expect(invite.get('[data-testid=lan-other-addresses]').text()).toContain('10.0.0.7:2567');
    expect(invite.find('[data-testid=lan-no-network]').exists()).toBe(false);
  });

  it('shows nothing over the lobby of a table on another server', async () => {
    useLanHostStore().useHost(hostAnswering({ running: true, port: 2567, addresses: ['192.168.1.20'] }));
    await useLanHostStore().refresh();
    const online = useOnlineStore();
    online.address = 'ws://example.org:2567';
    await online.host('Ann');
    expect(mount(LanHostInvite, plugins()).find('[data-testid=lan-invite]').exists()).toBe(false);
  });

  it('off every network, says only this computer can reach the game', async () => {
    useLanHostStore().useHost(hostAnswering({ running: true, port: 40000, addresses: [] }));
    const w = mount(LanHost, { props: { playerName: () => 'Ann' }, ...plugins('fr') });
    await w.get('[data-testid=lan-host-go]').trigger('click');
    await flushPromises();
    const invite = mount(LanHostInvite, plugins('fr'));
    expect(invite.get('[data-testid=lan-address]').text()).toBe('localhost:40000');
    expect(invite.get('[data-testid=lan-no-network]').text()).toMatch(/aucun réseau/);
  });

  it('says why the server did not start, and hosts nothing', async () => {
    useLanHostStore().useHost(
      hostAnswering({ running: false, problem: { code: 'failed', params: { detail: 'EACCES' } } }),
    );
    const w = mount(LanHost, { props: { playerName: () => 'Ann' }, ...plugins() });
    await w.get('[data-testid=lan-host-go]').trigger('click');
    await flushPromises();
    expect(w.get('[data-testid=lan-host-problem]').text()).toBe('The game server could not start: EACCES');
    expect(server.calls).toEqual([]);
  });

  it('in the browser build, explains that a page cannot host', () => {
    useLanHostStore().useHost(null);
    const w = mount(LanHost, { props: { playerName: () => 'Ann' }, ...plugins() });
    expect(w.find('[data-testid=lan-host-go]').exists()).toBe(false);
    expect(w.get('[data-testid=lan-host-web-only]').text()).toMatch(
      /a web page can join a game server but cannot be one/,
    );
  });
});
