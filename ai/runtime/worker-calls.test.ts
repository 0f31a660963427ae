import { describe, expect, it } from 'vitest';
import { legalActions, playerView, type PlayerView } from '../../src-shared/index';
import { botGame } from '../testing/bot-game';
import { WORK_MEASURE, botWorkerApi } from './worker-calls';

describe("the bot worker's calls", () => {
  it("time each decision's work for an observer and keep no entry behind", async () => {
    const decisions: { view: PlayerView; legal: string[] }[] = [];
    botGame('family', ['random', 'random'], 'work', {}, (s, seat) => {
      decisions.push({ view: playerView(s, seat), legal: legalActions(s).map((m) => m.type) });
    });
    const { view, legal } = decisions[0]!;
    const seen: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list: PerformanceObserverEntryList) =>
      seen.push(...list.getEntriesByName(WORK_MEASURE)),
    );
    observer.observe({ type: 'measure' });
    const action = botWorkerApi.decide(view, 'easy', 'work', {});
    expect(legal).toContain(action.type);
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.duration).toBeGreaterThanOrEqual(0);
    expect((seen[0] as PerformanceEntry & { detail: unknown }).detail).toEqual({ level: 'easy' });
    expect(performance.getEntriesByName(WORK_MEASURE)).toHaveLength(0);
  });
});
