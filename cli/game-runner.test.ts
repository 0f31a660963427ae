import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../src-shared/index';
import { run } from './hf';
import { playBotGame } from './game-runner';

describe('hf play --mode party (docs/rules.md §11)', () => {
  it('plays Party Games of up to 12 bots whose records replay to the same result', () => {
    const out = playBotGame('party', ['hard', 'normal', 'easy', 'random'], 'pr', 0);
    expect(out.result).toHaveLength(4);
    expect(replay(out.record).result).toEqual(out.result);
    const path = join(mkdtempSync(join(tmpdir(), 'hf-party-')), 'party.json');
    writeFileSync(path, JSON.stringify(out.record));
    const replayed = JSON.parse(run(['replay', path, '--json']).stdout);
    expect(replayed.scores.map((s: { money: number }) => s.money)).toEqual(out.result.map((s) => s.money));
    expect(run(['replay', path]).stdout).toContain('Party Game over');
    const r = run(['play', '--mode', 'party', '--players', '12', '--games', '2', '--seed', 'p', '--json']);
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.stdout).bots).toHaveLength(12);
    expect(run(['play', '--mode', 'party', '--players', '13', '--seed', 'p']).stderr).toContain('2 to 12');
    expect(run(['play', '--mode', 'family', '--players', '7', '--seed', 'p']).stderr).toContain('2 to 6');
  });
});
