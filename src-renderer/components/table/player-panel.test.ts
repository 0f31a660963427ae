// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import { partyViewWith } from '../../testing/party-fixtures';
import PlayerPanel from './player-panel.vue';

const panel = (bot: { level: 'easy' | 'normal' | 'hard'; personality: 'cautious' | 'bold' | 'tricky' | null } | null) =>
  mount(PlayerPanel, { ...withI18n(), props: { view: viewWith({}), seat: 1, thinking: false, bot } });

describe('PlayerPanel', () => {
  it("names a normal or hard bot's level and personality on its seat, so bots of one level can be told apart", () => {
    expect(panel({ level: 'normal', personality: 'bold' }).get('[data-testid=bot-kind]').text()).toBe('Normal, bold');
    expect(panel({ level: 'hard', personality: 'cautious' }).get('[data-testid=bot-kind]').text()).toBe(
      'Hard, cautious',
    );
    // Easy bots have one temperament, and a person's seat shows none.
    expect(panel({ level: 'easy', personality: null }).find('[data-testid=bot-kind]').exists()).toBe(false);
    expect(panel(null).find('[data-testid=bot-kind]').exists()).toBe(false);
  });
});

describe('PlayerPanel: a seat shows all it holds in compact chips', () => {
  const long = 'Bartholomew Fetherston 3';
  const seat = (patch: Record<string, unknown>) => {
    const view = viewWith({});
    const players = view.players.map((p, i) => (i === 1 ? { ...p, name: long, ...patch } : p));
    return mount(PlayerPanel, {
      ...withI18n(),
      props: { view: { ...view, players }, seat: 1, thinking: false, bot: null },
    });
  };

  it('writes the whole name (never cut short), with the full name as its title', () => {
    const name = seat({}).get('[data-testid=player-name]');
    expect(name.text()).toBe(long);
    expect(name.attributes('title')).toBe(long);
  });

  it('shows each loan as a short chip, named in full for screen readers and on hover', () => {
    const loans = seat({ loans: ['bank', 'mob'] }).get('[data-testid=loans]');
    expect(loans.findAll('.loan-chip').map((c) => c.text())).toEqual(['Bank', 'Mob']);
    expect(loans.attributes('title')).toBe('Loans: Bank loan, Mob loan');
  });
});

describe('PlayerPanel: three cards or more are marked crowded (narrow panels then show number and symbol)', () => {
  const cards = (horseCards: number[]) => {
    const view = viewWith({});
    const players = view.players.map((p, i) => (i === 1 ? { ...p, assistants: [], horseCards } : p));
    return mount(PlayerPanel, {
      ...withI18n(),
      props: { view: { ...view, players }, seat: 1, thinking: false, bot: null },
    })
      .get('.cards-line')
      .classes();
  };
  it('two cards keep the plain line, three make it crowded', () => {
    expect(cards([38, 43])).not.toContain('crowded');
    expect(cards([38, 43, 39])).toContain('crowded');
  });
});

describe('PlayerPanel in the Party Game (docs/rules.md §11): a compact seat, money and bets only', () => {
  const bets = [{ seat: 1, horse: 'red', kind: 'win', stake: 200 }] as const;
  const seatOf = (seat: number, patch = {}) =>
    mount(PlayerPanel, {
      ...withI18n(),
      props: { view: partyViewWith(4, { bets: [...bets], ...patch }), seat, thinking: seat === 2 },
    });

  it('shows the name, the money and the bets with no odds, and none of the Family/Board chips', () => {
    const w = seatOf(1);
    expect(w.classes()).toContain('seat');
    expect(w.get('[data-testid=player-name]').text()).toBe('Player 2');
    expect(w.get('[data-testid=player-money]').text()).toContain('1');
    expect(w.get('[data-testid=bet]').text()).toBe('Red Win 200');
    expect(w.find('[data-testid=player-vp]').exists()).toBe(false);
    expect(w.find('.character-line').exists()).toBe(false);
  });

  it('badges the bookmaker, marks a seat out of the game and a bot thinking', () => {
    const view = partyViewWith(4);
    const bookmaker = view.bookmaker!;
    expect(seatOf(bookmaker).find('[data-testid=bookmaker-badge]').exists()).toBe(true);
    expect(
      seatOf((bookmaker + 1) % 4)
        .find('[data-testid=bookmaker-badge]')
        .exists(),
    ).toBe(false);
    const players = view.players.map((p, i) => (i === 3 ? { ...p, out: true } : p));
    expect(seatOf(3, { players }).get('.line .out').text()).toBe('out');
    expect(seatOf(3, { players }).classes()).toContain('out');
    expect(seatOf(2).get('[data-testid=thinking]').text()).toBe('thinking…');
  });
});
