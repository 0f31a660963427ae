// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame, playerView, runChance, type LobbyMessage } from '../../src-shared/index';
import { createAppI18n, type Locale } from '../i18n/index';
import { FakeServer } from './fake-room';
import OnlineBar from './online-bar.vue';
import OnlineLobby from './online-lobby.vue';
import { useOnlineStore } from './online-store';

let server: FakeServer;
let pinia: ReturnType<typeof createPinia>;
afterEach(() => vi.useRealTimers());
beforeEach(() => {
  pinia = createPinia();
  setActivePinia(pinia);
  sessionStorage.clear();
  server = new FakeServer();
});
const plugins = (locale: Locale = 'en') => ({ global: { plugins: [createAppI18n(locale), pinia] } });

function lobby(you: number, change: Partial<LobbyMessage> = {}): LobbyMessage {
  const seat = (name: string, taken: boolean, kind: 'open' | 'bot' = 'open') =>
    ({ name, kind, level: 'easy', taken, connected: taken, host: name === 'Anna', device: null }) as const;
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
    yours: [you],
    host: you === 0,
    ...change,
  };
}

async function connected(you: number, change: Partial<LobbyMessage> = {}): Promise<ReturnType<typeof useOnlineStore>> {
  const online = useOnlineStore();
  online.useLink(server.link);
  await online.host('Anna');
  server.last.receive('lobby', lobby(you, change));
  return online;
}

describe('the online lobby', () => {
  it('lets the host set the game and the seats, and remove a friend; each change is a message to the server', async () => {
    const online = await connected(0);
    const w = mount(OnlineLobby, { props: { lobby: online.lobby! }, ...plugins() });
    expect(w.get('[data-testid=invite-code]').text()).toBe('ABCDE FGHJK');
    const seats = w.findAll('[data-testid=lobby-seat]');
    // The host's own seat stays a friend's, with its stand-in's level; a person's seat cannot become a bot's.
    expect(seats[0]!.find('[data-testid=seat-kind]').exists()).toBe(false);
    expect(seats[0]!.find('[data-testid=seat-kick]').exists()).toBe(false);
    await seats[0]!.get('[data-testid=seat-level]').setValue('normal');
    expect(seats[1]!.get('[data-testid=seat-kind]').attributes('disabled')).toBeDefined();
    await seats[2]!.get('[data-testid=seat-kind]').setValue('bot');
    await seats[3]!.get('[data-testid=seat-level]').setValue('hard');
    await seats[1]!.get('[data-testid=seat-kick]').trigger('click');
    await w.get('[data-testid=online-mode-board]').trigger('change');
    await w.get('[data-testid=online-seat-count]').setValue('5');
    await w.get('[data-testid=online-start]').trigger('click');
    const options = { starred: false, turnSeconds: 0, partyOptions: { races: 6, startingMoney: 2000 } };
    expect(server.last.sent).toEqual([
      { type: 'seat', payload: { kind: 'open', seat: 0, level: 'normal' } },
      { type: 'seat', payload: { kind: 'bot', seat: 2, level: 'easy' } },
      { type: 'seat', payload: { kind: 'bot', seat: 3, level: 'hard' } },
      { type: 'kick', payload: { seat: 1 } },
      { type: 'options', payload: { mode: 'board', seats: 4, ...options } },
      // Sent before the server's answer to the mode, the seats carry the mode asked for.
      { type: 'options', payload: { mode: 'board', seats: 5, ...options } },
      { type: 'start', payload: {} },
    ]);
  });

  it('lets a friend add a player on their device to a free seat, shown as on that device, and remove them', async () => {
    const online = await connected(1, {
      seats: lobby(1).seats.map((s, i) => (i === 3 ? { ...s, kind: 'open' as const, name: 'Seat 4' } : s)),
    });
    const w = mount(OnlineLobby, { props: { lobby: online.lobby! }, ...plugins('fr') });
    // A button beside Leave opens the form over the lobby (a six-seat lobby keeps to the screen).
    expect(w.find('[data-testid=lobby-local]').exists()).toBe(false);
    expect(w.get('[data-testid=local-open]').text()).toBe('+ Un joueur sur cet appareil');
    await w.get('[data-testid=local-open]').trigger('click');
    const form = w.get('[data-testid=lobby-local]');
    expect(form.findAll('[data-testid=local-seat] option').map((o) => o.text())).toEqual(['3', '4']);
    // No name, nothing sent.
    expect(form.get('[data-testid=local-add]').attributes('disabled')).toBeDefined();
    await form.get('[data-testid=local-name]').setValue('Cy');
    await form.get('[data-testid=local-seat]').setValue('3');
    await form.trigger('submit');
    expect(server.last.sent.at(-1)).toEqual({ type: 'seat', payload: { kind: 'local', seat: 3, name: 'Cy' } });
    expect(w.find('[data-testid=lobby-local]').exists()).toBe(false);

    const seats = online.lobby!.seats.map((x, i) => (i === 3 ? { ...x, name: 'Cy', taken: true, device: 1 } : x));
    server.last.receive('lobby', { ...online.lobby!, seats, yours: [1, 3] });
    await w.setProps({ lobby: online.lobby! });
    const row = w.findAll('[data-testid=lobby-seat]')[3]!;
    expect(row.get('[data-testid=seat-device]').text()).toBe('(sur l’appareil de Ben)');
    expect(row.classes()).toContain('me');
    // Ben's device removes Cy; it cannot remove Anna, and the form goes to the last free seat.
    expect(w.findAll('[data-testid=seat-kick]')).toHaveLength(1);
    await row.get('[data-testid=seat-kick]').trigger('click');
    expect(server.last.sent.at(-1)).toEqual({ type: 'kick', payload: { seat: 3 } });
    await w.get('[data-testid=local-open]').trigger('click');
    expect(w.findAll('[data-testid=local-seat] option').map((o) => o.text())).toEqual(['3']);
    await w.get('[data-testid=local-cancel]').trigger('click');
    expect(w.find('[data-testid=lobby-local]').exists()).toBe(false);
  });

  it('offers no player on this device to a spectator', async () => {
    const online = await connected(0, { you: null, yours: [] });
    const w = mount(OnlineLobby, { props: { lobby: online.lobby! }, ...plugins() });
    expect(w.find('[data-testid=local-open]').exists()).toBe(false);
  });

  it('keeps the host’s last choice for a seat until the server shows it: a level chosen before the answer to a kind carries the new kind', async () => {
    const online = await connected(0);
    const w = mount(OnlineLobby, { props: { lobby: online.lobby! }, ...plugins() });
    const seat = (): ReturnType<typeof w.findAll>[number] => w.findAll('[data-testid=lobby-seat]')[2]!;
    await seat().get('[data-testid=seat-kind]').setValue('bot');
    await seat().get('[data-testid=seat-level]').setValue('hard');
    expect(server.last.sent.slice(-2).map((m) => m.payload)).toEqual([
      { kind: 'bot', seat: 2, level: 'easy' },
      { kind: 'bot', seat: 2, level: 'hard' },
    ]);
    // Once the server's lobby shows the seat as asked, its own state is what a new choice starts from.
    const seats = online.lobby!.seats.map((x, i) =>
      i === 2 ? { ...x, kind: 'bot' as const, level: 'hard' as const } : x,
    );
    server.last.receive('lobby', { ...online.lobby!, seats });
    await w.setProps({ lobby: online.lobby! });
    await seat().get('[data-testid=seat-level]').setValue('normal');
    expect(server.last.sent.at(-1)!.payload).toEqual({ kind: 'bot', seat: 2, level: 'normal' });
  });

  it('lets the host set the turn timer and the Party Game’s races and money, kept within their limits', async () => {
    const online = await connected(0, { mode: 'party', partyOptions: { races: 3 }, turnSeconds: 60 });
    const w = mount(OnlineLobby, { props: { lobby: online.lobby! }, ...plugins() });
    const timer = w.get<HTMLSelectElement>('[data-testid=online-timer]');
    expect(timer.element.value).toBe('60');
    expect(timer.findAll('option').map((o) => o.text())).toEqual(['No limit', '30 s', '60 s', '120 s']);
    // Unset, the money shows the Party Game's default.
    expect(w.get<HTMLInputElement>('[data-testid=online-party-money]').element.value).toBe('2000');
    await timer.setValue('120');
    await w.get('[data-testid=online-party-races]').setValue('5');
    await w.get('[data-testid=online-party-money]').setValue('99999999');
    await w.get('[data-testid=online-party-races]').setValue('0');
    // Each change builds on the last one asked for, the server's answers not yet in.
    const party = { mode: 'party', seats: 4, starred: false, turnSeconds: 120 };
    expect(server.last.sent.map((m) => m.payload)).toEqual([
      { ...party, partyOptions: { races: 3, startingMoney: 2000 } },
      { ...party, partyOptions: { races: 5, startingMoney: 2000 } },
      { ...party, partyOptions: { races: 5, startingMoney: 1_000_000 } },
      { ...party, partyOptions: { races: 1, startingMoney: 1_000_000 } },
    ]);
    expect(w.get<HTMLInputElement>('[data-testid=online-party-races]').element.value).toBe('1');
    expect(timer.element.value).toBe('120');
  });

  it('keeps a Party number as typed when a lobby message arrives before it is committed, and shows the lobby again after a refusal', async () => {
    const online = await connected(0, { mode: 'party' });
    const w = mount(OnlineLobby, { props: { lobby: online.lobby! }, ...plugins() });
    const races = w.get<HTMLInputElement>('[data-testid=online-party-races]');
    races.element.value = '4';
    await races.trigger('input');
    // A friend joins while the host types: the field is drawn again, with what was typed.
    server.last.receive('lobby', { ...online.lobby!, spectators: 1 });
    await w.setProps({ lobby: online.lobby! });
    expect(races.element.value).toBe('4');
    await races.trigger('change');
    expect(server.last.sent.at(-1)!.payload).toMatchObject({ partyOptions: { races: 4 } });
    server.last.receive('refused', { to: 'options', error: { code: 'MALFORMED', params: { field: 'partyOptions' } } });
    await w.vm.$nextTick();
    expect(races.element.value).toBe('6');
  });

  it('shows a friend the game’s options, not to be changed, and the empty seats named in their language', async () => {
    const online = await connected(1, {
      mode: 'party',
      partyOptions: { races: 4, startingMoney: 1500 },
      turnSeconds: 30,
    });
    const w = mount(OnlineLobby, { props: { lobby: online.lobby! }, ...plugins('fr') });
    expect(w.get('[data-testid=lobby-options]').attributes('disabled')).toBeDefined();
    expect(w.get<HTMLSelectElement>('[data-testid=online-timer]').element.value).toBe('30');
    expect(w.get<HTMLInputElement>('[data-testid=online-party-races]').element.value).toBe('4');
    expect(w.get<HTMLInputElement>('[data-testid=online-party-money]').element.value).toBe('1500');
    expect(w.findAll('[data-testid=lobby-seat] .seat-name strong').map((e) => e.text())).toEqual([
      'Anna',
      'Ben',
      'Place 3',
      'Bot 4',
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

  it('shows the time left on the turn timer, counted from the view message’s arrival', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(5_000_000);
    const online = await connected(1, { turnSeconds: 30 });
    const side = document.createElement('div');
    side.className = 'table-side';
    document.body.append(side);
    const state = newGame({ mode: 'family', players: ['Anna', 'Ben', 'Seat 3', 'Bot 4'], seed: 'bar' });
    runChance(state);
    const view = playerView(state, 1);
    server.last.receive('view', { step: 0, view, result: null, timer: { seat: 1, msLeft: 25_000 } });
    expect(online.turnTimer).toEqual({ seat: 1, endsAt: 5_025_000 });
    const w = mount(OnlineBar, { props: { lobby: online.lobby!, view }, ...plugins(), attachTo: document.body });
    await w.vm.$nextTick();
    const timer = () => side.querySelector('[data-testid=bar-timer]')?.textContent?.trim();
    expect(timer()).toBe('25 s left to decide');
    vi.advanceTimersByTime(16_000);
    await w.vm.$nextTick();
    expect(timer()).toBe('9 s left to decide');
    expect(side.querySelector('[data-testid=bar-timer]')!.classList.contains('short')).toBe(true);
    server.last.receive('view', { step: 1, view, result: null, timer: null });
    await w.vm.$nextTick();
    expect(timer()).toBeUndefined();
    w.unmount();
    side.remove();
  });
});
