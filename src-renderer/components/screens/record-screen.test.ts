// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleSave } from '../../../src-shared/testing/sample-save';
import { setPlatform } from '../../platform/current-platform';
import { createWebPlatform, memoryStore } from '../../platform/web-platform';
import { createAppI18n } from '../../i18n';
import { emptyRecord } from '../../record/record-schema';
import { withEntry } from '../../record/record-merge';
import { RECORD_KEY, saveRecord } from '../../record/record-storage';
import { entry } from '../../record/test-entries';
import RecordScreen from './record-screen.vue';

const KEPT = entry(1, { slot: 'kept' });
const GAMES = [
  KEPT,
  entry(2, { place: 3, daily: '2026-11-01', vp: 9 }),
  entry(3, { mode: 'party', vp: null, money: 4200, players: 6, bots: ['easy', 'easy', 'easy', 'easy', 'easy'] }),
];

beforeEach(async () => {
  localStorage.clear();
  const platform = createWebPlatform(memoryStore());
  await platform.writeSave('kept', sampleSave(3, 1, 'Kept').text);
  setPlatform(platform);
  setActivePinia(createPinia());
});

async function mountScreen() {
  const w = mount(RecordScreen, { global: { plugins: [createAppI18n('en')] } });
  await flushPromises();
  return w;
}

describe('RecordScreen (docs/record.md)', () => {
  it('greets a new player with an empty record', async () => {
    const w = await mountScreen();
    expect(w.get('[data-testid=record-empty]').text()).toContain('No game recorded yet');
    expect(w.find('[data-testid=record-history]').exists()).toBe(false);
    expect(w.get('[data-testid=record-export]').attributes('disabled')).toBeDefined();
  });

  it('shows the statistics and the history of Family and Party games, newest first', async () => {
    saveRecord(GAMES.reduce(withEntry, emptyRecord()));
    const w = await mountScreen();
    expect(w.get('[data-testid=record-games] dd').text()).toBe('3');
    expect(w.get('[data-testid=record-wins] dd').text()).toBe('2');
    expect(w.get('[data-testid=record-rate] dd').text()).toBe('67%');
    expect(w.get('[data-testid=record-streak] dd').text()).toBe('1');
    expect(w.get('[data-testid=best-family]').text()).toBe('Family Game111,200');
    expect(w.get('[data-testid=best-party]').text()).toBe('Party Game—4,200');
    const rows = w.findAll('[data-testid=record-row]');
    expect(rows.map((r) => r.get('[data-testid=record-score]').text())).toEqual([
      '4,200',
      '9 VP, 1,200',
      '11 VP, 1,100',
    ]);
    expect(rows.map((r) => r.get('[data-testid=record-place]').text())).toEqual(['1 of 6', '3 of 4', '1 of 4']);
    expect(rows[1]!.find('[data-testid=record-daily]').exists()).toBe(true);
    expect(w.get('[data-testid=record-dailies]').text()).toContain('1 Nov 2026: best 3 of 4, 9 VP (tries: 1)');
    // The kept game opens again; the others' saves are gone.
    expect(rows.map((r) => r.find('[data-testid=record-open]').exists())).toEqual([false, false, true]);
    expect(rows[0]!.get('[data-testid=record-gone]').text()).toBe('Save deleted');
    expect(w.findAll('svg[role=img]').length).toBeGreaterThanOrEqual(4);
  });

  it('says a damaged record was kept aside and starts an empty one', async () => {
    localStorage.setItem(RECORD_KEY, '{"format":"horse-fever-record","version":1,"entries":[{}]}');
    const w = await mountScreen();
    expect(w.get('[data-testid=record-problem]').text()).toMatch(
      /could not be read: it was kept aside \(horse-fever:record:set-aside:/,
    );
    expect(w.find('[data-testid=record-empty]').exists()).toBe(true);
  });
});
