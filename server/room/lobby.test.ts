import { describe, expect, it } from 'vitest';
import { Lobby } from './lobby';

describe('Lobby', () => {
  it('seats newcomers in open seats, the first as host, the rest as spectators', () => {
    const l = new Lobby();
    expect(l.join('a', 'Ann', false)).toBe(0);
    expect(l.join('b', ' Bob\u0000 ', false)).toBe(1);
    expect(l.join('e', 'Eve', true)).toBeNull();
    expect(l.host).toBe('a');
    const m = l.message('b', 'CODE', 'lobby');
    expect(m).toMatchObject({ you: 1, host: false, spectators: 1 });
    expect(m.seats.map((s) => [s.name, s.taken, s.host])).toEqual([
      ['Ann', true, true],
      ['Bob', true, false],
      ['Seat 3', false, false],
      ['Seat 4', false, false],
    ]);
  });

  it('seats a newcomer in the seat asked for when it is an empty open one, else in the first', () => {
    const l = new Lobby();
    expect(l.join('b', 'Bob', false, 1)).toBe(1);
    expect(l.join('a', 'Ann', false, 1)).toBe(0);
    l.setSeat('b', { kind: 'take', seat: 3 });
    expect(l.setSeat('b', { kind: 'bot', seat: 2, level: 'random' })).toEqual({ ok: true });
    expect(l.join('c', 'Cy', false, 2)).toBe(1);
    expect(l.join('d', 'Di', false, 99)).toBeNull();
  });

  it("seats a device's other players where they sat, or before the game in the first empty open seat", () => {
    // A rematch whose host sits at seat 0, where the device's Cy sat in the game before.
    const rematch = new Lobby();
    rematch.join('a', 'Ann', false);
    expect(rematch.join('b', 'Bob', false, 2, [{ seat: 0, name: 'Cy' }], true)).toBe(2);
    expect(rematch.seatsOf('b')).toEqual([2, 1]);
    expect(rematch.seats[1].name).toBe('Cy');
    // A game under way: a seat is its player's, so a taken one is not swapped for another.
    const playing = new Lobby();
    playing.join('a', 'Ann', false);
    expect(playing.join('b', 'Bob', false, 2, [{ seat: 0, name: 'Cy' }])).toBe(2);
    expect(playing.seatsOf('b')).toEqual([2]);
  });

  it('lets only the host configure, set seats and kick; checks the seat count against the mode', () => {
    const l = new Lobby();
    l.join('a', 'Ann', false);
    l.join('b', 'Bob', false);
    expect(l.configure('b', { mode: 'party', seats: 8 })).toMatchObject({ ok: false, error: { code: 'NOT_HOST' } });
    expect(l.configure('a', { mode: 'family', seats: 8 })).toMatchObject({ ok: false, error: { code: 'BAD_SEAT' } });
    expect(l.configure('a', { mode: 'party', seats: 1 })).toMatchObject({ ok: false, error: { code: 'BAD_SEAT' } });
    expect(l.configure('a', { mode: 'party', seats: 3, partyOptions: { races: 0 } })).toMatchObject({ ok: false });
    expect(l.configure('a', { mode: 'party', seats: 8, partyOptions: { races: 2 } })).toEqual({ ok: true });
    expect(l.seats).toHaveLength(8);
    expect(l.setSeat('b', { kind: 'bot', seat: 2, level: 'hard' })).toMatchObject({ error: { code: 'NOT_HOST' } });
    expect(l.setSeat('a', { kind: 'bot', seat: 1, level: 'hard' })).toMatchObject({ error: { code: 'SEAT_TAKEN' } });
    expect(l.setSeat('a', { kind: 'bot', seat: 2, level: 'hard' })).toEqual({ ok: true });
    expect(l.kick('b', 0)).toMatchObject({ error: { code: 'NOT_HOST' } });
    expect(l.kick('a', 0)).toMatchObject({ error: { code: 'BAD_SEAT' } });
    expect(l.kick('a', 1)).toEqual({ ok: true, kicked: 'b' });
    expect(l.seats[1]).toMatchObject({ occupant: null, name: 'Seat 2' });
    expect(l.options('s')).toEqual({
      mode: 'party',
      players: ['Ann', 'Seat 2', 'Bot 3', 'Seat 4', 'Seat 5', 'Seat 6', 'Seat 7', 'Seat 8'],
      seed: 's',
      partyOptions: { races: 2 },
    });
  });

  it('moves a person to an open empty seat, never onto a bot’s or a taken one', () => {
    const l = new Lobby();
    l.join('a', 'Ann', false);
    l.join('e', 'Eve', true);
    l.setSeat('a', { kind: 'bot', seat: 3, level: 'easy' });
    expect(l.setSeat('e', { kind: 'take', seat: 0 })).toMatchObject({ error: { code: 'SEAT_TAKEN' } });
    expect(l.setSeat('e', { kind: 'take', seat: 3 })).toMatchObject({ error: { code: 'SEAT_TAKEN' } });
    expect(l.setSeat('e', { kind: 'take', seat: 2 })).toEqual({ ok: true });
    expect(l.seatOf('e')).toBe(2);
    expect(l.spectators.size).toBe(0);
    expect(l.setSeat('nobody', { kind: 'take', seat: 1 })).toMatchObject({ error: { code: 'NOT_SEATED' } });
  });

  it('keeps a player’s name on the seat once the game has it, and passes the host on', () => {
    const l = new Lobby();
    l.join('a', 'Ann', false);
    l.join('b', 'Bob', false);
    l.leave('a', true);
    expect(l.seats[0]).toMatchObject({ name: 'Ann', occupant: null, connected: false });
    expect(l.host).toBe('b');
    l.leave('b', false);
    expect(l.seats[1].name).toBe('Seat 2');
    expect(l.host).toBeNull();
  });

  it('sits other players of a device in open empty seats, shown as on that device, and unseats them alone', () => {
    const l = new Lobby();
    l.join('a', 'Ann', false);
    l.join('b', 'Bob', false);
    l.join('e', 'Eve', true);
    l.setSeat('a', { kind: 'bot', seat: 3, level: 'easy' });
    expect(l.setSeat('b', { kind: 'local', seat: 2, name: ' Cy\u200b ' })).toEqual({ ok: true });
    expect(l.setSeat('e', { kind: 'local', seat: 2, name: 'Di' })).toMatchObject({ error: { code: 'NOT_SEATED' } });
    expect(l.setSeat('a', { kind: 'local', seat: 2, name: 'Di' })).toMatchObject({ error: { code: 'SEAT_TAKEN' } });
    expect(l.setSeat('a', { kind: 'local', seat: 3, name: 'Di' })).toMatchObject({ error: { code: 'SEAT_TAKEN' } });
    expect([l.seatOf('b'), l.seatsOf('b'), l.seatsOf('a'), l.seatsOf('e')]).toEqual([1, [1, 2], [0], []]);
    const m = l.message('b', 'CODE', 'lobby');
    expect([m.you, m.yours]).toEqual([1, [1, 2]]);
    expect(m.seats.map((s) => [s.name, s.taken, s.host, s.device])).toEqual([
      ['Ann', true, true, null],
      ['Bob', true, false, null],
      ['Cy', true, false, 1],
      ['Bot 4', false, false, null],
    ]);
    // Bob moves: his own seat only, Cy stays where she is.
    l.setSeat('b', { kind: 'take', seat: 3 });
    expect(l.seatsOf('b')).toEqual([1, 2]);
    l.setSeat('a', { kind: 'open', seat: 3, level: 'easy' });
    expect(l.setSeat('b', { kind: 'take', seat: 3 })).toEqual({ ok: true });
    expect(l.seatsOf('b')).toEqual([3, 2]);
    expect(l.message('a', 'CODE', 'lobby').seats[2].device).toBe(3);
    // Only the host or Bob's device unseats Cy, and Bob stays.
    l.setSeat('b', { kind: 'local', seat: 1, name: 'Di' });
    expect(l.kick('e', 2)).toMatchObject({ error: { code: 'NOT_HOST' } });
    expect(l.kick('a', 2)).toEqual({ ok: true, kicked: null });
    expect(l.kick('b', 1)).toEqual({ ok: true, kicked: null });
    expect(l.seats[2]).toMatchObject({ occupant: null, name: 'Seat 3', local: false });
    expect(l.seatsOf('b')).toEqual([3]);
  });

  it('frees every seat of a device that leaves or drops, and seats them again when it comes back by the code', () => {
    const l = new Lobby();
    l.join('a', 'Ann', false);
    l.join('b', 'Bob', false);
    l.setSeat('b', { kind: 'local', seat: 2, name: 'Cy' });
    l.setConnected('b', false);
    expect(l.seats.map((s) => s.connected)).toEqual([true, false, false, false]);
    l.leave('b', true);
    expect(l.seats.map((s) => [s.name, s.occupant])).toEqual([
      ['Ann', 'a'],
      ['Bob', null],
      ['Cy', null],
      ['Seat 4', null],
    ]);
    // After a server restart the device asks for its seats again; one meanwhile taken is not given.
    l.join('d', 'Di', false, 3);
    const local = [2, 3, 0].map((seat) => ({ seat, name: `Cy ${seat}` }));
    expect(l.join('b2', 'Bob', false, 1, local)).toBe(1);
    expect(l.seatsOf('b2')).toEqual([1, 2]);
    expect(l.seats[2]).toMatchObject({ name: 'Cy 2', local: true, connected: true });
  });

  it("words the default names in the room's language: an open seat's, a bot's, another player of a device's", () => {
    const names = (l: Lobby) => l.seats.map((s) => s.name);
    const fr = new Lobby(undefined, 'fr');
    fr.join('a', 'Ann', false);
    expect(names(fr)).toEqual(['Ann', 'Place 2', 'Place 3', 'Place 4']);
    fr.setSeat('a', { kind: 'bot', seat: 3, level: 'easy' });
    fr.setSeat('a', { kind: 'local', seat: 1, name: ' \u200b ' });
    fr.configure('a', { mode: 'party', seats: 5 });
    expect(names(fr)).toEqual(['Ann', 'Joueur 2', 'Place 3', 'Bot 4', 'Place 5']);
    expect(fr.options('s').players).toEqual(['Ann', 'Joueur 2', 'Place 3', 'Bot 4', 'Place 5']);
    // Unseated before the start, a player's seat is an open one again, in the room's words.
    fr.kick('a', 1);
    expect(fr.seats[1].name).toBe('Place 2');

    const ita = new Lobby(undefined, 'it');
    ita.join('a', 'Ann', false);
    ita.setSeat('a', { kind: 'bot', seat: 2, level: 'easy' });
    ita.setSeat('a', { kind: 'local', seat: 1, name: '' });
    expect(names(ita)).toEqual(['Ann', 'Giocatore 2', 'Bot 3', 'Posto 4']);
    // A stored game's seats keep their names; a name the room makes after a restart is in its language.
    const back = new Lobby(ita.storedSeats(), 'it');
    back.join('b', 'Ann', false, 0, [{ seat: 1, name: '' }]);
    expect(names(back)).toEqual(['Ann', 'Giocatore 2', 'Bot 3', 'Posto 4']);
  });
});
