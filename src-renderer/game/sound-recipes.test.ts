import { describe, expect, it } from 'vitest';
import { gainsOnPath, RATE, record, renderRecording } from '../testing/recorded-audio';
import { measure } from '../testing/sound-measure';
import { FULL_VOLUME_GAIN, SILENT, SOUND_NAMES } from './sound-recipes';

/*
 * The recipes scheduled on a context that records the graph instead of playing it: invariants that
 * hold without listening, checked node by node and on the graph rendered here as Web Audio would.
 * `npm run bench -- sound` renders them in Chromium (the figures, and pictures to look at).
 */
const MINUS_1_DBFS = 10 ** (-1 / 20);

describe.each(SOUND_NAMES)('the %s sound', (name) => {
  const { sources, master } = record(name);

  it('has voices, each reaching the master through one envelope', () => {
    expect(sources.length).toBeGreaterThan(0);
    for (const s of sources) expect(gainsOnPath(s, master)).toHaveLength(1);
  });

  it('fades every voice in from silence (no click at its start) over at least 2 ms', () => {
    for (const s of sources) {
      const g = gainsOnPath(s, master)[0]!.gain;
      const [first, rise] = g.events;
      expect(first).toMatchObject({ kind: 'set', value: SILENT });
      expect(first!.time).toBeLessThanOrEqual(s.startAt);
      expect(rise!.kind).not.toBe('set');
      expect(rise!.time - s.startAt).toBeGreaterThanOrEqual(0.002);
    }
  });

  it('fades every voice out to silence before it stops (no click at its end), with sound left to play until then', () => {
    for (const s of sources) {
      const g = gainsOnPath(s, master)[0]!.gain;
      const last = g.events.at(-1)!;
      expect(last.kind).not.toBe('set');
      expect(last.value).toBeLessThanOrEqual(SILENT);
      expect(last.time).toBeLessThanOrEqual(s.stopAt);
      if (s.buffer) expect(s.startAt + s.buffer.duration).toBeGreaterThanOrEqual(last.time);
    }
  });

  it('draws its noise from [−1, 1] with no offset, the same every time', () => {
    for (const s of sources.filter((v) => v.buffer)) {
      const d = s.buffer!.data;
      expect(Math.max(...d.map(Math.abs))).toBeLessThanOrEqual(1);
      // Unbiased white noise: the mean of n samples stays within 5 standard errors (0.58/√n each) of 0.
      expect(Math.abs(d.reduce((a, b) => a + b, 0) / d.length) * Math.sqrt(d.length)).toBeLessThan(3);
      // No loop in the generator (one would hum at its repeat rate): no run of three samples comes twice.
      const runs = new Set<string>();
      for (let i = 0; i + 2 < d.length; i++) runs.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
      expect(runs.size).toBe(d.length - 2);
    }
    expect(record(name).sources.map((s) => s.buffer?.data.slice(0, 16))).toEqual(
      sources.map((s) => s.buffer?.data.slice(0, 16)),
    );
  });

  it('cannot clip with its tones alone: their gains add up to under −1 dBFS at full volume at every moment', () => {
    const tones = sources.filter((s) => !s.buffer).map((s) => ({ s, g: gainsOnPath(s, master)[0]!.gain }));
    const end = Math.max(...sources.map((s) => s.stopAt));
    let loudest = 0;
    for (let t = 1; t <= end; t += 0.0005) {
      const sum = tones.reduce((a, { s, g }) => a + (t >= s.startAt && t < s.stopAt ? g.at(t) : 0), 0);
      loudest = Math.max(loudest, sum);
    }
    expect(loudest * FULL_VOLUME_GAIN).toBeLessThanOrEqual(MINUS_1_DBFS);
  });
});

describe('the sounds rendered at full volume', () => {
  const figures = SOUND_NAMES.map((name) =>
    measure(Array.from(renderRecording(record(name), 3.5, FULL_VOLUME_GAIN)), RATE),
  );

  it('never clip: every peak is under −1 dBFS, and the finish (dice, crowd and coins at once) too', () => {
    for (const f of figures) expect(f.peakDb).toBeLessThan(-1);
    const finish = (['dice', 'crowd', 'coins'] as const).map((n) => renderRecording(record(n), 3.5, FULL_VOLUME_GAIN));
    const together = finish[0]!.map((x, i) => x + finish[1]![i]! + finish[2]![i]!);
    expect(together.reduce((m, x) => Math.max(m, Math.abs(x)), 0)).toBeLessThan(MINUS_1_DBFS);
  });

  it('are within 6 dB of each other at their loudest 50 ms, so none blasts over the rest', () => {
    const loudest = figures.map((f) => f.loudestDb);
    expect(Math.max(...loudest) - Math.min(...loudest)).toBeLessThanOrEqual(6);
  });
});
