import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay, type GameOptions } from '../src-shared/index';
import { makeSave, readSaveText, serializeSave } from '../src-shared/save/save-file';
import { mulberry32, playRandomGame } from '../src-shared/testing/random-game';
import { savesFolder } from '../src-main/saves-folder';

/**
 * The Saved games list over a folder of `count` saves (Family and Board games, 2-6 players,
 * from the first decision to the end): the listing reads each file's snapshot, the load
 * replays. Prints the median of 5 listings after a warm-up, and for comparison what a listing
 * that replays every file (as before issue 18) costs.
 */
export async function benchSaves(count = 200): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'hf-bench-saves-'));
  try {
    const random = mulberry32(18);
    let bytes = 0;
    let actions = 0;
    for (let i = 0; i < count; i++) {
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
      bytes += text.length;
      actions += record.actions.length;
      await writeFile(join(dir, `game-${i}.json`), text);
    }
    const folder = savesFolder(dir);
    const median = async (work: () => Promise<unknown>): Promise<[number, number, number]> => {
      await work();
      const times: number[] = [];
      for (let r = 0; r < 5; r++) {
        const t0 = process.hrtime.bigint();
        await work();
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      times.sort((a, b) => a - b);
      return [times[2], times[0], times[4]];
    };
    const listed = await folder.list();
    if (listed.length !== count || listed.some((e) => !e.ok)) throw new Error('bench: the listing refused a save');
    const [list, listMin, listMax] = await median(() => folder.list());
    const [full, fullMin, fullMax] = await median(async () => {
      for (const name of await readdir(dir)) readSaveText(await readFile(join(dir, name), 'utf8'), name);
    });
    const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(
      `saves folder: ${count} saves, ${(bytes / 1e6).toFixed(1)} MB, ${actions.toLocaleString('en-US')} actions`,
    );
    console.log(
      `  listing (snapshots): ${fmt(list)} (median of 5; min ${fmt(listMin)}, max ${fmt(listMax)}); target ≤ 200 ms`,
    );
    console.log(`  every save replayed (the listing before): ${fmt(full)} (min ${fmt(fullMin)}, max ${fmt(fullMax)})`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
