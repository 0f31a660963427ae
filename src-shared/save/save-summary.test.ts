import { describe, expect, it } from 'vitest';
import { sampleSave } from '../testing/sample-save';
import { describeSave, readSaveText, serializeSave } from './save-file';
import { checkOwnSave, readSummary } from './save-summary';

const { save, text } = sampleSave(12, 3, 'Summary');
const [line, ...rest] = text.split('\n');

describe('the summary line', () => {
  it('holds every field but the log on the first line of one JSON document', () => {
    expect(JSON.parse(text)).toEqual(save);
    const { actions: _, ...summary } = save;
    expect(JSON.parse(`${line.slice(0, -1)}}`)).toEqual(summary);
    expect(rest.join('\n')).toContain('"actions": [');
    expect(describeSave('s', text, 's.json')).toEqual({
      slot: 's',
      ok: true,
      name: 'Summary',
      savedAt: save.savedAt,
      snapshot: save.snapshot,
    });
  });

  it('lists and loads a save written before it (pretty-printed whole, one line, a byte-order mark)', () => {
    for (const old of [`${JSON.stringify(save, null, 1)}\n`, JSON.stringify(save), `\uFEFF${text}`]) {
      expect(readSummary(old, old) === null).toBe(old[0] !== '\uFEFF');
      expect(describeSave('old', old, 'old.json')).toMatchObject({ ok: true, name: 'Summary' });
      expect(readSaveText(old, 'old.json').ok).toBe(true);
    }
  });

  it('is not trusted when the file is cut short or the line is not a consistent summary: the whole text decides', () => {
    expect(readSummary(text, text.slice(0, -20))).toBeNull();
    expect(describeSave('cut', text.slice(0, -20), 'cut.json')).toMatchObject({ ok: false });
    const otherMode = text.replace('"mode": "family"', '"mode": "board"');
    expect(readSummary(otherMode, otherMode)).toBeNull();
    const fewerSeats = text.replace(/"seats": \[[^\]]*\]/, '"seats": [{"kind": "human"}]');
    expect(readSummary(fewerSeats, fewerSeats)).toBeNull();
    expect(describeSave('f', fewerSeats, 'f.json')).toMatchObject({ ok: false, problem: /seats/ });
  });

  it('must agree with the document: a field given twice is refused on load', () => {
    const twice = text.replace('\n "actions"', '\n "name": "Other",\n "actions"');
    expect(describeSave('t', twice, 't.json')).toMatchObject({ ok: true, name: 'Summary' });
    expect(readSaveText(twice, 't.json')).toEqual({
      ok: false,
      problem: 't.json: the summary line does not match the save',
    });
  });

  it("is all a write of the app's own text checks: a text without a whole one is refused", () => {
    expect(checkOwnSave(text, 'a.json')).toMatchObject({ ok: true, summary: { name: 'Summary' } });
    expect(checkOwnSave(serializeSave({ ...save, name: 'Renamed' }), 'a.json')).toMatchObject({ ok: true });
    for (const bad of [JSON.stringify(save), text.slice(0, -20), `{${'['.repeat(40)}`, ''])
      expect(checkOwnSave(bad, 'b.json')).toMatchObject({ ok: false, problem: /^b\.json: no whole summary line/ });
  });
});
