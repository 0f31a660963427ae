import { describe, expect, it, vi } from 'vitest';
import { Gain, gainsOnPath, RATE, renderRecording, Source, type Recording } from '../testing/recorded-audio';
import { measure } from '../testing/sound-measure';
import { record } from '../testing/recorded-audio';
import {
  BARS,
  Band,
  EIGHTH_S,
  LOOP_EIGHTHS,
  LOOP_S,
  midiOf,
  MUSIC_FULL_GAIN,
  notesBetween,
  scheduleNote,
  TUNE,
  VOICES,
  type MusicNote,
} from './music';
import { FULL_VOLUME_GAIN, SILENT, SOUND_NAMES } from './sound-recipes';

/** The band's own gain glides between volumes: cancelling what was scheduled first. */
const withCancel = (g: Gain): Gain =>
  Object.assign(g, { gain: Object.assign(g.gain, { cancelScheduledValues: () => {} }) });

/** A context that records the graph (as sound-recipes.test does), with a clock the test moves. */
function recorder(): { c: BaseAudioContext & { currentTime: number }; sources: Source[] } {
  const sources: Source[] = [];
  const source = (): Source => {
    const s = new Source();
    sources.push(s);
    return s;
  };
  const createGain = (): Gain => withCancel(new Gain());
  const c = { currentTime: 0, sampleRate: RATE, createGain, createOscillator: source };
  return { c: c as unknown as BaseAudioContext & { currentTime: number }, sources };
}

/** The notes starting in [from, to) eighths, scheduled from 1 s on, as a recording. */
function recordNotes(notes: readonly MusicNote[]): Recording {
  const { c, sources } = recorder();
  const master = new Gain();
  const first = Math.min(...notes.map((n) => n.at));
  for (const n of notes) scheduleNote(c, master as unknown as AudioNode, n, 1 + (n.at - first) * EIGHTH_S);
  return { sources, master };
}

describe('the tune', () => {
  it('is a sixteen-bar loop of about half a minute, every bar full, nothing outside it', () => {
    expect(BARS).toBe(16);
    expect(LOOP_EIGHTHS).toBe(128);
    expect(LOOP_S).toBeGreaterThan(25);
    expect(LOOP_S).toBeLessThan(45);
    for (const n of TUNE) {
      expect(n.at).toBeGreaterThanOrEqual(0);
      expect(n.at + n.len).toBeLessThanOrEqual(LOOP_EIGHTHS);
    }
    // The right hand fills each bar: its notes and rests add up to eight eighths (checked when built),
    // and it plays in every bar.
    for (let bar = 0; bar < BARS; bar++)
      expect(TUNE.some((n) => n.voice === 'melody' && Math.floor(n.at / 8) === bar)).toBe(true);
  });

  it('keeps each voice in its range, with the bass under the chords under the tune', () => {
    for (const n of TUNE) {
      expect(n.midi).toBeGreaterThanOrEqual(VOICES[n.voice].low);
      expect(n.midi).toBeLessThanOrEqual(VOICES[n.voice].high);
    }
    const top = (v: string) => Math.max(...TUNE.filter((n) => n.voice === v).map((n) => n.midi));
    const bottom = (v: string) => Math.min(...TUNE.filter((n) => n.voice === v).map((n) => n.midi));
    expect(top('bass')).toBeLessThan(bottom('chord'));
    expect(top('chord')).toBeLessThanOrEqual(top('melody'));
  });

  it('plays oom-pah: the bass on beats 1 and 3, the chord on 2 and 4 of every bar', () => {
    for (const n of TUNE.filter((x) => x.voice === 'bass')) expect([0, 4]).toContain(n.at % 8);
    for (const n of TUNE.filter((x) => x.voice === 'chord')) expect([2, 6]).toContain(n.at % 8);
    expect(TUNE.filter((x) => x.voice === 'bass')).toHaveLength(2 * BARS);
  });

  it('starts and ends at home: C major in the first bar, the dominant (G) leading back in the last', () => {
    const bass = TUNE.filter((n) => n.voice === 'bass');
    expect(bass[0]!.midi % 12).toBe(0);
    expect(bass.at(-2)!.midi % 12).toBe(7);
    expect(midiOf('C4')).toBe(60);
    expect(midiOf('Bb3')).toBe(58);
    expect(midiOf('C#5')).toBe(73);
  });

  it('loops seamlessly: the notes of any window are the same loop after loop', () => {
    const once = notesBetween(100, 140);
    const later = notesBetween(100 + 3 * LOOP_EIGHTHS, 140 + 3 * LOOP_EIGHTHS);
    expect(later.map((x) => [x.eighth - 3 * LOOP_EIGHTHS, x.note])).toEqual(once.map((x) => [x.eighth, x.note]));
    // Across the seam: the end of one loop, then the start of the next, nothing twice.
    const seam = notesBetween(LOOP_EIGHTHS - 8, LOOP_EIGHTHS + 8);
    expect(seam.filter((x) => x.eighth < LOOP_EIGHTHS)).toHaveLength(
      TUNE.filter((n) => n.at >= LOOP_EIGHTHS - 8).length,
    );
    expect(seam.filter((x) => x.eighth >= LOOP_EIGHTHS)).toHaveLength(TUNE.filter((n) => n.at < 8).length);
    expect(notesBetween(0, LOOP_EIGHTHS)).toHaveLength(TUNE.length);
  });
});

describe('the band rendered', () => {
  const loop = recordNotes(TUNE);

  it('fades every note in from silence and out to silence before it stops (no clicks)', () => {
    for (const s of loop.sources) {
      const [g] = gainsOnPath(s, loop.master);
      const first = g!.gain.events[0]!;
      const last = g!.gain.events.at(-1)!;
      expect(first).toMatchObject({ kind: 'set', value: SILENT, time: s.startAt });
      expect(g!.gain.events[1]!.time - s.startAt).toBeGreaterThanOrEqual(0.002);
      expect(last.value).toBeLessThanOrEqual(SILENT);
      expect(last.time).toBeLessThanOrEqual(s.stopAt);
    }
  });

  it('stays a background: at full music volume its voices add up to under −20 dBFS at every moment', () => {
    const voices = loop.sources.map((s) => ({ s, g: gainsOnPath(s, loop.master)[0]!.gain }));
    const end = Math.max(...loop.sources.map((s) => s.stopAt));
    let loudest = 0;
    for (let t = 1; t <= end; t += 0.002) {
      const sum = voices.reduce((a, { s, g }) => a + (t >= s.startAt && t < s.stopAt ? g.at(t) : 0), 0);
      loudest = Math.max(loudest, sum);
    }
    expect(loudest).toBeLessThanOrEqual(0.5);
    expect(loudest * MUSIC_FULL_GAIN).toBeLessThanOrEqual(10 ** (-20 / 20));
  });

  it('is quieter than every sound of the table at full volume, by 6 dB or more at its loudest', () => {
    // The first four bars: the tune's top note, its fullest chords.
    const bars = recordNotes(TUNE.filter((n) => n.at < 32));
    const music = measure(Array.from(renderRecording(bars, 1.2 + 32 * EIGHTH_S, MUSIC_FULL_GAIN)), RATE);
    const sounds = SOUND_NAMES.map(
      (name) => measure(Array.from(renderRecording(record(name), 3.5, FULL_VOLUME_GAIN)), RATE).loudestDb,
    );
    expect(music.peakDb).toBeLessThan(-20);
    expect(music.loudestDb).toBeLessThanOrEqual(Math.min(...sounds) - 6);
  });
});

describe('the band playing', () => {
  it('schedules each note once, ahead of time, through the loop seam, and stops with a fade', () => {
    vi.useFakeTimers();
    const { c, sources } = recorder();
    const out = new Gain();
    const band = new Band(c, out as unknown as AudioNode);
    band.start(1);
    expect(band.playing).toBe(true);
    const seconds = LOOP_S + 5;
    for (let t = 0; t < seconds; t += 0.15) {
      c.currentTime = t;
      vi.advanceTimersByTime(150);
    }
    const starts = sources.map((s) => s.startAt);
    expect(new Set(starts).size).toBeLessThan(starts.length); // chords: three notes at once
    const heard = starts.filter((t) => t < seconds).length;
    expect(heard).toBe(notesBetween(0, Math.ceil((seconds - 0.1) / EIGHTH_S)).length);
    // Every note is scheduled before it plays.
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(0.1);
    band.stop();
    expect(band.playing).toBe(false);
    const count = sources.length;
    vi.advanceTimersByTime(2000);
    expect(sources).toHaveLength(count);
    vi.useRealTimers();
  });
});
