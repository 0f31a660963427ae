// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { useStageStore } from '../../stores/stage-store';
import { createAppI18n } from '../../i18n';
import TableEvents from './table-events.vue';

describe('TableEvents', () => {
  beforeEach(() => setActivePinia(createPinia()));
  afterEach(() => document.body.replaceChildren());

  it('writes a move on a ticket just above its seat, with the money it cost', async () => {
    const seat = document.createElement('div');
    seat.dataset.testid = 'player-panel';
    seat.dataset.seat = '2';
    seat.getBoundingClientRect = () => new DOMRect(300, 600, 150, 110);
    document.body.append(seat);
    const pinia = createPinia();
    setActivePinia(pinia);
    const stage = useStageStore();
    mount(TableEvents, { global: { plugins: [createAppI18n('en'), pinia] }, attachTo: document.body });
    stage.tableEvent(
      {
        seat: 2,
        key: 'events.buyStable',
        params: { item: { t: 'item.stable', params: { horse: { t: 'color.red' } } } },
        money: -1100,
        tone: 'info',
      },
      10_000,
    );
    // A seat not on the table gets no ticket.
    stage.tableEvent({ seat: 5, key: 'events.pass', params: {}, money: null, tone: 'info' }, 10_000);
    await nextTick();
    const tickets = document.querySelectorAll<HTMLElement>('[data-testid=table-event]');
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.textContent?.replace(/\s+/g, ' ').trim()).toBe('Buys the Red stable −1,100');
    expect(tickets[0]!.style.left).toBe('303px');
    expect(tickets[0]!.style.bottom).toBe(`${innerHeight - 600 + 4}px`);
  });
});
