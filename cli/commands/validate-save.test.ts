import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleSave } from '../../src-shared/testing/sample-save';
import { run } from '../hf';

const dir = mkdtempSync(join(tmpdir(), 'hf-validate-'));
function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}
const { save, text } = sampleSave(6, 4, 'Club night');

describe('hf validate-save', () => {
  it('prints OK with a summary of a good save', () => {
    const path = file('good.hfsave', text);
    const r = run(['validate-save', path]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(`${path}: OK, save schema 3`);
    expect(r.stdout).toContain('"Club night"');
    expect(r.stdout).toContain(`round ${save.snapshot.round} of 6`);
    expect(JSON.parse(run(['validate-save', path, '--json']).stdout)).toMatchObject({
      ok: true,
      actions: save.actions.length,
    });
  });

  it.each([
    ['cut.hfsave', text.slice(0, 100), 'not valid JSON, the file is damaged or truncated'],
    ['other.json', '{"format":"something-else"}', 'not a Horse Fever save'],
    ['deep.hfsave', `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`, 'nested more than 32 levels deep; not a save'],
    ['future.hfsave', text.replace('"schemaVersion": 3', '"schemaVersion": 4'), 'saved by a newer Horse Fever'],
    ['lie.hfsave', text.replace(/"round": \d+/, '"round": 5'), 'the action log does not lead to the saved position'],
  ])('refuses %s naming the file and the problem (exit 2)', (name, content, message) => {
    const path = file(name, content);
    const r = run(['validate-save', path]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`${path}: ${message}`);
  });

  it('refuses invalid UTF-8 like the app, and accepts a byte-order mark', () => {
    const latin1 = join(dir, 'latin1.hfsave');
    writeFileSync(latin1, Buffer.from(text.replace('Ann', 'Ann\u00e9'), 'latin1'));
    expect(run(['validate-save', latin1]).stderr).toContain('latin1.hfsave: not UTF-8 text');
    expect(run(['validate-save', file('bom.hfsave', `\uFEFF${text}`)]).stdout).toContain('OK');
  });

  it('says when the file cannot be read', () => {
    expect(run(['validate-save', join(dir, 'none.hfsave')]).stderr).toContain('cannot read the file (ENOENT)');
  });

  it('lets hf replay read save files too', () => {
    const path = file('replay.hfsave', text);
    expect(JSON.parse(run(['replay', path, '--json']).stdout)).toMatchObject({
      over: false,
      round: save.snapshot.round,
    });
    const bad = file('replay-bad.hfsave', text.replace('"schemaVersion": 3', '"schemaVersion": 7'));
    expect(run(['replay', bad]).stderr).toContain('saved by a newer Horse Fever');
  });
});
