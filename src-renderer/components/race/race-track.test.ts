// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n';
import { COLORS } from '../../../src-shared/index';
import { playMoves, viewWith } from '../../testing/component-fixtures';
import { partyInRace } from '../../testing/party-fixtures';
import RaceTrack from './race-track.vue';
import TrackFrame from './track-frame.vue';
import type { PlayerView } from '../../stores/game-store';

const mountTrack = (moves = playMoves([14], ['red', 'blue'])) =>
  mount(RaceTrack, {
    global: { plugins: [createAppI18n('en'), createPinia()] },
    props: { view: viewWith({ phase: 'fixing', moves }) },
  });
/** What the fixing panel's hand card puts in the drag (card-placement.vue). */
const carrying = (card: number) => ({ dataTransfer: { getData: () => String(card) } });

describe('RaceTrack: dragging an Action card onto a lane (the fixing hint says so)', () => {
  it('plays the card on that lane’s horse, on the course or on the lane’s label', async () => {
    const w = mountTrack();
    await w.get('[data-testid=lane-drop][data-color=red]').trigger('drop', carrying(14));
    await w.get('[data-testid=lane][data-color=blue]').trigger('drop', carrying(14));
    expect(w.emitted('act')).toEqual([
      [{ type: 'playCard', seat: 0, card: 14, horse: 'red' }],
      [{ type: 'playCard', seat: 0, card: 14, horse: 'blue' }],
    ]);
  });

  it('ignores a drop the engine does not offer (another card, another horse), and takes none outside fixing', async () => {
    const w = mountTrack();
    await w.get('[data-testid=lane-drop][data-color=green]').trigger('drop', carrying(14));
    await w.get('[data-testid=lane-drop][data-color=red]').trigger('drop', carrying(15));
    expect(w.emitted('act')).toBeUndefined();
    expect(mountTrack([]).find('[data-testid=lane-drop]').exists()).toBe(false);
  });
});

describe('RaceTrack: a lined-up Horse card beside face-down cards (docs/layout-checker.md)', () => {
  it('shows its number and symbol only where face-down cards lie, its name elsewhere', () => {
    const w = mount(RaceTrack, {
      global: { plugins: [createAppI18n('en'), createPinia()] },
      props: {
        view: viewWith({
          phase: 'fixing',
          lineup: [
            { card: 38, horse: 'red', seat: 1, oddsShift: 0 },
            { card: 43, horse: 'blue', seat: 2, oddsShift: 0 },
          ],
          played: [{ horse: 'red', seat: 1, card: null }],
        }),
      },
    });
    const horse = (c: string) => w.get(`[data-testid=lane][data-color=${c}] .lane-horse`);
    expect(horse('red').classes()).toContain('no-name');
    expect(horse('blue').classes()).not.toContain('no-name');
  });
});

describe('RaceTrack in the Party Game (docs/rules.md §11): no cards by the lanes, what the table puts in their slot', () => {
  const mountParty = (view = partyInRace(3)) =>
    mount(RaceTrack, {
      global: { plugins: [createAppI18n('en'), createPinia()] },
      props: { view },
      slots: { lane: `<template #lane="{ color, lane }"><i class="extra">{{ lane }}{{ color }}</i></template>` },
    });

  it('lays the slot’s part beside each lane’s label and counts the Movement cards turned', () => {
    const w = mountParty();
    expect(w.findAll('[data-testid=lane] .extra').map((e) => e.text())).toEqual(COLORS.map((c, h) => `${h}${c}`));
    expect(w.get('[data-testid=race-track]').attributes('data-turned')).toBe('3');
    expect(w.find('[data-testid=lane-drop]').exists()).toBe(false);
  });

  it('banners a tie at the line while the race is on, as the bookmaker’s order to give', () => {
    // The engine's view names the tie: the track draws it, never works it out from the arrivals.
    const tie = { ...partyInRace(3), tie: [0, 2] };
    expect(mountParty(tie).get('.photo-banner').text()).toBe('Tie at the line: the bookmaker orders it');
    expect(mountParty().find('.photo-banner').exists()).toBe(false);
  });
});

describe('RaceTrack after a race (docs/rules.md §6, end of round)', () => {
  it('keeps the horses where they finished through the payoffs, and puts them back at the start in the next round', async () => {
    const finish = [13, 12, 14, 12, 15, 13];
    const race = { positions: finish, ranking: [4, 2, 0, 5, 1, 3], turned: 5, next: 'movement' } as const;
    const w = mount(RaceTrack, {
      global: { plugins: [createAppI18n('en'), createPinia()] },
      props: { view: viewWith({ phase: 'race', round: 2, race: race as unknown as PlayerView['race'] }) },
    });
    const drawn = () => w.getComponent(TrackFrame).props('positions');
    expect(drawn()).toEqual(finish);
    await w.setProps({ view: viewWith({ phase: 'auction', round: 2, race: null }) });
    expect(drawn()).toEqual(finish);
    await w.setProps({ view: viewWith({ phase: 'purchase', round: 3, race: null }) });
    expect(drawn()).toEqual(COLORS.map(() => 0));
  });
});
