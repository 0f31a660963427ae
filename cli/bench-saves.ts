import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay, type AnyGameRecord, type GameOptions } from '../src-shared/index';
import { makeSave, serializeSave } from '../src-shared/save/save-file';
import { seededRandom, playRandomGame } from '../src-shared/testing/random-game';
import { savesFolder } from '../src-main/saves-folder';
import { checkOwnSave } from '../src-shared/save/save-summary';

/**
 * What saving costs (docs/saves.md, "Measured"): the autosave after one action early and late in
 * a 6-player Board game, in the page (making the text, the check of its summary line) and on
 * desktop (the saves folder's write: check, backup, atomic write), and the Saved games list over `count` and 10 × `count` saves. Figures only.
 */
export async function benchSaves(count = 200): Promise<void> {
  console.log(
    `saves: load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  await benchAutosave();
  await benchListing(count);
  await benchListing(count * 10);
}

const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;

/** Median, min and max of `runs` timings of `work`, after one run to warm up. */
async function timed(runs: number, work: (run: number) => Promise<unknown>): Promise<string> {
  await work(-1);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    await work(r);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return `${fmt(times[Math.floor(runs / 2)])} median (min ${fmt(times[0])}, max ${fmt(times[runs - 1])})`;
}

async function benchAutosave(): Promise<void> {
  const options: GameOptions = { mode: 'board', players: ['A', 'B', 'C', 'D', 'E', 'F'], seed: 'bench-autosave' };
  const { actions } = playRandomGame(options, seededRandom(6));
  const ACTIONS = 21;
  // The record and the state after each action of a stretch, made before the clock starts.
  const stretch = (from: number) =>
    Array.from({ length: ACTIONS + 1 }, (_, k) => {
      const record: AnyGameRecord = { options, actions: actions.slice(0, from + k) };
      return { record, state: replay(record) };
    });
  const dir = await mkdtemp(join(tmpdir(), 'hf-bench-autosave-'));
  try {
    for (const [label, from] of [
      ['early', 20],
      ['late', actions.length - ACTIONS - 2],
    ] as const) {
      const points = stretch(from);
      // The page's share (web-platform.ts without Web Storage): make the text, check its summary line.
      const browser = await timed(ACTIONS, async (r) => {
        const { record, state } = points[r + 1];
        checkOwnSave(serializeSave(makeSave(record, state, new Date())), 'bench.json');
      });
      const folder = savesFolder(dir);
      const texts = points.map((p) => serializeSave(makeSave(p.record, p.state, new Date())));
      const desktop = await timed(ACTIONS, (r) => folder.write(label, texts[r + 1]));
      console.log(
        `  autosave ${label} (action ${from} of ${actions.length}, ${(texts[0].length / 1e3).toFixed(0)} kB): browser ${browser}; desktop main ${desktop}`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Saves of `count` games (Family and Board, 2-6 players, mid-game or finished), listed 5 times. */
async function benchListing(count: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'hf-bench-saves-'));
  try {
    const random = seededRandom(18);
    // Up to 200 distinct games; a larger folder holds copies of them under other slots.
    const games = Math.min(count, 200);
    let bytes = 0;
    for (let i = 0; i < games; i++) {
      const players = 2 + (i % 5);
      const options: GameOptions = {
        mode: i % 2 === 0 ? 'family' : 'board',
        players: Array.from({ length: players }, (_, k) => `P${k + 1}`),
        seed: `bench-${i}`,
      };
      const { actions: log } = playRandomGame(options, random);
      // Cut at a random player decision (a quarter of the saves are finished games).
      const cut = i % 4 === 0 ? log.length : Math.floor(random() * log.length);
      const end = log.findIndex((a, k) => k >= cut && a.type !== 'chance');
      const record = { options, actions: log.slice(0, end === -1 ? log.length : end) };
      const text = serializeSave(makeSave(record, replay(record), new Date(Date.UTC(2026, 0, 1, 0, i)), `Game ${i}`));
      bytes += text.length * (count / games);
      await writeFile(join(dir, `game-${i}.json`), text);
    }
    for (let i = games; i < count; i++)
      await copyFile(join(dir, `game-${i % games}.json`), join(dir, `game-${i}.json`));
    const listed = await savesFolder(dir).list();
    const damaged = listed.filter((e) => !e.ok).length;
    // First listing of an app run (every file read), then again (only the changed files read).
    const first = await timed(5, () => savesFolder(dir).list());
    const folder = savesFolder(dir);
    await folder.list();
    const again = await timed(5, () => folder.list());
    console.log(
      `  listing ${count} saves (${(bytes / 1e6).toFixed(1)} MB${damaged ? `, ${damaged} listed as damaged` : ''}): first ${first}; again ${again}; goal ≤ 200 ms for 2,000`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
