import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../hf';
import { playBotGame } from '../game-runner';

const dir = mkdtempSync(join(tmpdir(), 'hf-replay-'));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('hf replay', () => {
  it('replays a saved game to the same final scores', () => {
    const game = playBotGame('family', ['random', 'random', 'random', 'random'], 'replay-test', 0);
    const path = file('game.json', JSON.stringify(game.record));
    const r = run(['replay', path, '--json']);
    expect(r.exitCode).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.over).toBe(true);
    expect(
      j.scores.map((s: { seat: number; vp: number; money: number; place: number }) => [s.seat, s.vp, s.money, s.place]),
    ).toEqual(game.result.map((s) => [s.seat, s.vp, s.money, s.place]));
    const text = run(['replay', path]);
    expect(text.stdout).toContain('game over');
    expect(text.stdout).toContain(game.record.options.players[game.result[0].seat]);
  });

  it('replays player actions alone (chance drawn from the seed) and the logs `hf play --save-log` writes', () => {
    const logs = join(dir, 'logs');
    expect(run(['play', '--players', '3', '--games', '2', '--seed', 'L', '--save-log', logs]).exitCode).toBe(0);
    const record = JSON.parse(readFileSync(join(logs, 'game-2.json'), 'utf8'));
    const full = JSON.parse(run(['replay', join(logs, 'game-2.json'), '--json']).stdout);
    const players = file(
      'players.json',
      JSON.stringify({ ...record, actions: record.actions.filter((a: { type: string }) => a.type !== 'chance') }),
    );
    expect(JSON.parse(run(['replay', players, '--json']).stdout).scores).toEqual(full.scores);
  });

  it('reports where an unfinished game stands', () => {
    const path = file(
      'short.json',
      JSON.stringify({ options: { mode: 'family', players: ['a', 'b'], seed: 1 }, actions: [] }),
    );
    expect(run(['replay', path]).stdout).toMatch(/game not over: round 1 of 6, phase \w+/);
  });

  it.each([
    ['bad.json', '{ "options": ', 'not valid JSON'],
    ['array.json', '[]', 'expected a game record'],
    // Refused by the scan before JSON.parse, which would hold the process for seconds on 4 MB of it.
    ['deep.json', `${'['.repeat(2 ** 21)}${']'.repeat(2 ** 21)}`, 'nested more than 32 levels deep'],
    ['noactions.json', '{ "options": { "mode": "family", "players": ["a", "b"], "seed": 1 } }', '"actions" is missing'],
    [
      'nulls.json',
      '{ "options": { "mode": "family", "players": ["a", "b"], "seed": 1 }, "actions": [null] }',
      'action 1 is not an object',
    ],
    [
      'opts.json',
      '{ "options": { "mode": "family", "players": ["a"], "seed": 1 }, "actions": [] }',
      'BAD_OPTIONS {"field":"players"}',
    ],
    [
      'party.json',
      '{ "options": { "mode": "party", "players": ["a"], "seed": 1 }, "actions": [] }',
      'BAD_OPTIONS {"field":"players"}',
    ],
    [
      'illegal.json',
      '{ "options": { "mode": "family", "players": ["a", "b"], "seed": 1 }, "actions": [{ "type": "pass", "seat": 0 }] }',
      'Action 1 (pass)',
    ],
  ])('refuses %s with the file and the problem', (name, content, message) => {
    const path = file(name, content);
    const r = run(['replay', path]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(path);
    expect(r.stderr).toContain(message);
  });

  it('names a missing file or argument', () => {
    expect(run(['replay', join(dir, 'nope.json')]).stderr).toContain('cannot read the file (ENOENT)');
    expect(run(['replay']).exitCode).toBe(2);
  });
});
