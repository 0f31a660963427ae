import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { withEntry, importRecord, recordText } from './record-merge';
import type { PlayerRecord } from './record-schema';
import { recordStats } from './record-stats';
import { entryOf, type FinishedGame } from './finished-game';
import { loadRecord, saveRecord, type RecordProblem } from './record-storage';

/**
 * The player's record in the app (docs/record.md): read once, written whole after each change.
 */
export const useRecordStore = defineStore('record', () => {
  const loaded = loadRecord();
  const record = shallowRef<PlayerRecord>(loaded.record);
  /** The stored record could not be read: it was kept aside (shown on the record screen). */
  const problem = ref<RecordProblem | null>(loaded.problem);
  const stats = computed(() => recordStats(record.value.entries));
  /** Newest first. */
  const history = computed(() => record.value.entries.slice().sort((a, b) => b.finishedAt.localeCompare(a.finishedAt)));

  function put(next: PlayerRecord): void {
    if (next === record.value) return;
    record.value = next;
    saveRecord(next);
  }

  /** A game the player played reached its final scores: its entry, once per game. */
  function finished(game: FinishedGame, now: Date = new Date()): void {
    const entry = entryOf(game, now);
    if (entry) put(withEntry(record.value, entry));
  }

  /** Merges an exported record's games in; how many were new, or why the file was refused. */
  function importText(text: string): ReturnType<typeof importRecord> {
    const r = importRecord(record.value, text);
    if (r.ok) put(r.record);
    return r;
  }

  const exportText = (): string => recordText(record.value);

  return { record, problem, stats, history, finished, importText, exportText };
});
