// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLORS, type PartyView } from '../../../src-shared/index';
import { createAppI18n } from '../../i18n';
import type { PlayerView } from '../../stores/game-store';
import { viewWith } from '../../testing/component-fixtures';
import { partyInRace, partyViewWith } from '../../testing/party-fixtures';
import BlackBoard from './black-board.vue';
import { SLIDE_MS } from '../../composables/use-slides';

/** happy-dom lays nothing out: a token's box is its row (30 px apart) and its place in the row (50 px apart). */
function boxOf(el: Element): DOMRect {
  const row = Number(el.closest('tr')?.getAttribute('data-row') ?? 0);
  const place = [...(el.parentElement?.children ?? [])].indexOf(el);
  return { left: place * 50, top: row * 30, width: 40, height: 20 } as DOMRect;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('BlackBoard: odds tokens', () => {
  let reads = 0;
  const slides: { color: string | null; from: string }[] = [];
  beforeEach(() => {
    reads = 0;
    slides.length = 0;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      reads++;
      return boxOf(this);
    });
    HTMLElement.prototype.animate = vi.fn(function (this: HTMLElement, frames: Keyframe[], options: unknown) {
      expect(options).toMatchObject({ duration: SLIDE_MS });
      slides.push({ color: this.getAttribute('data-color'), from: String(frames[0]?.transform) });
      return {} as Animation;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const mountBoard = (odds: number[]) =>
    mount(BlackBoard, {
      global: { plugins: [createAppI18n('en'), createPinia()] },
      props: { view: viewWith({ odds }) },
    });
  const rowOf = (w: ReturnType<typeof mountBoard>, color: string) =>
    w.get(`[data-testid=odds][data-color=${color}]`).element.closest('tr')?.getAttribute('data-row');

  it('slides a token from its old row to its new one, and its old row-mates close up', async () => {
    // Lanes black, blue, green, red, yellow, white; black and blue share row 1.
    const w = mountBoard([1, 1, 2, 3, 4, 5]);
    await w.setProps({ view: viewWith({ odds: [2, 1, 2, 3, 4, 5] }) });
    await frame();
    expect(rowOf(w, 'black')).toBe('2');
    // Black goes down a row ahead of green (a row lists the lanes in order); blue closes up in row 1.
    expect(slides).toHaveLength(3);
    expect(slides).toEqual(
      expect.arrayContaining([
        { color: 'black', from: 'translate(0px, -30px)' },
        { color: 'blue', from: 'translate(50px, 0px)' },
        { color: 'green', from: 'translate(-50px, 0px)' },
      ]),
    );
  });

  it('reads no layout when the table re-renders without odds changing (every step of a race)', async () => {
    const w = mountBoard([0, 1, 2, 3, 4, 5]);
    await w.setProps({ view: viewWith({ odds: [0, 1, 2, 3, 4, 5], betTokens: [1, 2, 3, 0, 1, 2] }) });
    await frame();
    expect(w.get('[data-testid=odds][data-color=red] .bet-stack').text()).toBe('×0');
    expect(reads).toBe(0);
    expect(slides).toEqual([]);
  });

  it('moves tokens without a slide under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    const w = mountBoard([0, 1, 2, 3, 4, 5]);
    await w.setProps({ view: viewWith({ odds: [1, 1, 2, 3, 4, 5] }) });
    await frame();
    expect(rowOf(w, 'black')).toBe('1');
    expect(slides).toEqual([]);
    vi.unstubAllGlobals();
  });
});

describe('BlackBoard: bet chips', () => {
  const mountWith = (bets: PlayerView['bets']) =>
    mount(BlackBoard, {
      global: { plugins: [createAppI18n('en'), createPinia()] },
      props: { view: viewWith({ odds: [0, 1, 2, 3, 4, 5], bets }) },
    });

  it('shows each bet of the race as a chip by its horse, named by bettor, kind and stake', () => {
    // Players Ann, Bob, Cy (viewWith); black and blue on rows 1:2 and 1:3.
    const w = mountWith([
      { seat: 0, horse: 'black', kind: 'win', stake: 400 },
      { seat: 1, horse: 'black', kind: 'show', stake: 200 },
      { seat: 2, horse: 'blue', kind: 'show', stake: 300 },
    ]);
    const chips = (color: string) =>
      w.findAll(`[data-testid=odds][data-color=${color}] [data-testid=bet-chip]`).map((c) => ({
        name: c.attributes('aria-label'),
        role: c.attributes('role'),
        kind: c.classes().find((k) => k === 'win' || k === 'show'),
        mark: c.text().replace(/\d+$/, ''),
      }));
    expect(w.findAll('[data-testid=bet-chip]')).toHaveLength(3);
    expect(chips('black')).toEqual([
      { name: 'Ann: Win 400', role: 'img', kind: 'win', mark: 'A' },
      { name: 'Bob: Show 200', role: 'img', kind: 'show', mark: 'B' },
    ]);
    expect(chips('blue')).toEqual([{ name: 'Cy: Show 300', role: 'img', kind: 'show', mark: 'C' }]);
    expect(chips('green')).toEqual([]);
  });

  it('shows no chip when no bet is placed', () => {
    const w = mountWith([]);
    expect(w.findAll('[data-testid=odds]')).toHaveLength(6);
    expect(w.findAll('[data-testid=bet-chip]')).toHaveLength(0);
  });
});

describe('BlackBoard: rows share the height', () => {
  const mountBoard = (odds: number[]) =>
    mount(BlackBoard, {
      global: { plugins: [createAppI18n('en'), createPinia()] },
      props: { view: viewWith({ odds }) },
    });

  it('gives each row one line per stable on it and an empty row less, so a crowded row never pushes 1:7 off', () => {
    // All six stables on 1:7: that row takes six lines, the five empty rows three-quarters of one each.
    const w = mountBoard([5, 5, 5, 5, 5, 5]);
    const body = w.get('tbody').element as HTMLElement;
    expect(body.style.gridTemplateRows).toBe(
      'minmax(0, 0.75fr) minmax(0, 0.75fr) minmax(0, 0.75fr) minmax(0, 0.75fr) minmax(0, 0.75fr) minmax(0, 6fr)',
    );
    expect((w.get('table').element as HTMLElement).style.getPropertyValue('--lines')).toBe('9.75');
    const rows = w.findAll('[data-testid=odds-row]');
    expect(rows.map((r) => (r.element as HTMLElement).style.getPropertyValue('--n'))).toEqual([
      '1',
      '1',
      '1',
      '1',
      '1',
      '6',
    ]);
    expect(rows.map((r) => r.classes('empty'))).toEqual([true, true, true, true, true, false]);
  });

  it('shares the height evenly when every row holds one stable', () => {
    const w = mountBoard([3, 5, 4, 2, 1, 0]);
    expect((w.get('tbody').element as HTMLElement).style.gridTemplateRows).toBe(
      Array.from({ length: 6 }, () => 'minmax(0, 1fr)').join(' '),
    );
    expect((w.get('table').element as HTMLElement).style.getPropertyValue('--lines')).toBe('6');
  });
});

describe('BlackBoard in the Party Game (docs/rules.md §11): a row a horse, no odds', () => {
  const order = ['red', 'black', 'blue', 'green', 'yellow', 'white'] as const;
  const mountParty = (view: PartyView) =>
    mount(BlackBoard, {
      global: { plugins: [createAppI18n('en'), createPinia()] },
      props: { view },
      slots: { row: `<template #row="{ index }"><th>{{ index }}</th></template>` },
    });

  it('lays the slot’s cells in each horse’s row and beside them what the last Movement card dealt it', () => {
    const view = partyInRace(0);
    view.track = { ...view.track!, turned: [{ card: 2, order: [...order] }] };
    const w = mountParty(view);
    const rows = w.findAll('[data-testid=party-board-row]');
    expect(rows.map((r) => [r.attributes('data-color'), r.get('th').text()])).toEqual(
      COLORS.map((c, h) => [c, `${h}`]),
    );
    // Card 2 is 3 2 3 2 2 2, dealt red first: black gets 2, red 3 — not the printed column.
    expect(w.findAll('[data-testid=movement-value]').map((v) => v.text())).toEqual(['2', '3', '2', '3', '2', '2']);
    expect(w.get('[data-testid=movement-card]').text()).toContain('№ 2');
    expect(w.find('[data-testid=odds-row]').exists()).toBe(false);
    expect(w.get('[data-testid=party-board]').attributes('aria-label')).toBe('Race board');
  });

  it('shows no values before a card is turned', () => {
    expect(mountParty(partyViewWith(4)).find('[data-testid=movement-value]').exists()).toBe(false);
  });
});
