// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { newGame, playerView, publicView } from '../../../src-shared/index';
import { cardInfo } from '../../game/cards';
import { withI18n } from '../../testing/component-fixtures';
import HandOver from './hand-over.vue';
import MyCards from '../table/my-cards.vue';

describe('HandOver (docs/rules.md §10, pass-and-play)', () => {
  it('names who gets the screen and what they do, and says when they are ready', async () => {
    const w = mount(HandOver, { props: { name: 'Anna', phase: 'First bets' }, ...withI18n(), attachTo: document.body });
    expect(w.get('h2').text()).toBe('Pass the screen to Anna');
    expect(document.activeElement).toBe(w.get('[data-testid=hand-over-ready]').element);
    expect(w.text()).toContain('First bets');
    await w.get('[data-testid=hand-over-ready]').trigger('click');
    expect(w.emitted('ready')).toHaveLength(1);
    w.unmount();
  });

  it('in the Party Game, where nothing is hidden, passes the turn without speaking of cards', () => {
    const w = mount(HandOver, { props: { name: 'Anna', phase: 'Betting', noCards: true }, ...withI18n() });
    expect(w.text()).toContain('Anna plays next (Betting)');
    expect(w.text()).not.toMatch(/card/i);
  });
});

describe('MyCards in the public view', () => {
  it('shows no hand, goals or face-down card, and says they are hidden', () => {
    const s = newGame({ mode: 'board', players: ['Ann', 'Ben', 'Cy'], seed: 3 });
    s.players[0]!.hand = [5, 12];
    s.players[0]!.goals = [54];
    const own = mount(MyCards, { props: { view: playerView(s, 0) }, ...withI18n() });
    const secret = [cardInfo(5).name, cardInfo(12).name, own.get('[data-testid=my-goals]').text()];
    for (const text of secret) expect(own.text()).toContain(text);
    const pub = mount(MyCards, { props: { view: publicView(s) }, ...withI18n() });
    expect(pub.find('[data-testid=cards-hidden]').exists()).toBe(true);
    for (const text of secret) expect(pub.text()).not.toContain(text);
  });
});
