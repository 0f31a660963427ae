// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { newGame, playerView, runChance, type LobbyMessage } from '../../src-shared/index';
import { createAppI18n } from '../i18n/index';
import { FakeServer } from './fake-room';
import OnlineBar from './online-bar.vue';
import OnlineLobby from './online-lobby.vue';
import { useOnlineStore } from './online-store';

let server: FakeServer;
let pinia: ReturnType<typeof createPinia>;
beforeEach(() => {
  pinia = createPinia();
  setActivePinia(pinia);
  sessionStorage.clear();
  server = new FakeServer();
});
const plugins = () => ({ global: { plugins: [createAppI18n('en'), pinia] } });

function lobby(you: number): LobbyMessage {
  const seat = (name: string, taken: boolean, kind: 'open' | 'bot' = 'open') =>
    ({ name, kind, level: 'easy', taken, connected: taken, host: name === 'Anna' }) as const;
  return {
    code: 'ABCDEFGHJK',
    stage: 'lobby',
    mode: 'family',
    starred: false,
    partyOptions: {},
    turnSeconds: 0,
    seats: [seat('Anna', true), seat('Ben', true), seat('Seat 3', false), seat('Bot 4', false, 'bot')],
    spectators: 0,
    you,
    host: you === 0,
  };
}

async function connected(you: number): Promise<ReturnType<typeof useOnlineStore>> {
  const online = useOnlineStore();
  online.useLink(server.link);
  await online.host('Anna');
  server.last.receive('lobby', lobby(you));
  return online;
}

describe('the online lobby', () => {
  it('lets the host set the game and the seats, and remove a friend; each change is a message to the server', async () => {
    const online = await connected(0);
    const w = mount(OnlineLobby, { props: { lobby: online.lobby! }, ...plugins() });
    expect(w.get('[data-testid=invite-code]').text()).toBe('ABCDE FGHJK');
    const seats = w.findAll('[data-testid=lobby-seat]');
    // Nothing to set on the host's own seat; a person's seat cannot become a bot's.
    expect(seats[0]!.find('[data-testid=seat-kind]').exists()).toBe(false);
    expect(seats[1]!.get('[data-testid=seat-kind]').attributes('disabled')).toBeDefined();
    await seats[2]!.get('[data-testid=seat-kind]').setValue('bot');
    await seats[3]!.get('[data-testid=seat-level]').setValue('hard');
    await seats[1]!.get('[data-testid=seat-kick]').trigger('click');
    await w.get('[data-testid=online-mode-board]').trigger('change');
    await w.get('[data-testid=online-seat-count]').setValue('5');
    await w.get('[data-testid=online-start]').trigger('click');
    expect(server.last.sent).toEqual([
      { type: 'seat', payload: { kind: 'bot', seat: 2, level: 'easy' } },
      { type: 'seat', payload: { kind: 'bot', seat: 3, level: 'hard' } },
      { type: 'kick', payload: { seat: 1 } },
      { type: 'options', payload: { mode: 'board', seats: 4, starred: false } },
      { type: 'options', payload: { mode: 'family', seats: 5, starred: false } },
      { type: 'start', payload: {} },
    ]);
  });

  it('shows a friend the table, a free seat to move to, and the host’s refusal worded', async () => {
    const online = await connected(1);
    const w = mount(OnlineLobby, { props: { lobby: online.lobby! }, ...plugins() });
    expect(w.find('[data-testid=seat-kind]').exists()).toBe(false);
    expect(w.find('[data-testid=online-start]').exists()).toBe(false);
    expect(w.get('[data-testid=online-waiting-host]').text()).toContain('Waiting for the host');
    expect(w.findAll('[data-testid=seat-take]')).toHaveLength(1);
    await w.get('[data-testid=seat-take]').trigger('click');
    expect(server.last.sent).toEqual([{ type: 'seat', payload: { kind: 'take', seat: 2 } }]);
    server.last.receive('refused', { to: 'seat', error: { code: 'SEAT_TAKEN', params: { seat: 2 } } });
    await w.vm.$nextTick();
    expect(w.get('[data-testid=online-refusal]').text()).toBe('Someone already sits there.');
  });
});

describe('the online table’s panel', () => {
  it('shows who is connected, whose turn it is, and a lost connection', async () => {
    const online = await connected(1);
    const side = document.createElement('div');
    side.className = 'table-side';
    document.body.append(side);
    const state = newGame({ mode: 'family', players: ['Anna', 'Ben', 'Seat 3', 'Bot 4'], seed: 'bar' });
    runChance(state);
    const view = playerView(state, 1);
    const w = mount(OnlineBar, { props: { lobby: online.lobby!, view }, ...plugins(), attachTo: document.body });
    await w.vm.$nextTick();
    const bar = side.querySelector('[data-testid=online-bar]')!;
    const seats = [...bar.querySelectorAll('[data-testid=bar-seat]')].map(
      (e) => `${e.querySelector('.bar-name')?.textContent} ${e.querySelector('.bar-state')?.textContent}`,
    );
    expect(seats).toEqual(['Anna Connected', 'Ben Connected', 'Seat 3 Bot', 'Bot 4 Bot']);
    const actor = view.pending.kind === 'player' ? view.pending.seat : -1;
    expect(bar.querySelector('[data-testid=bar-turn]')?.textContent).toBe(
      actor === 1 ? 'Your turn' : `${view.players[actor]!.name} to play`,
    );
    server.last.drop();
    await w.vm.$nextTick();
    expect(side.querySelector('[data-testid=bar-dropped]')?.textContent).toContain('Connection lost');
    w.unmount();
    side.remove();
  });
});
