import { SILENT } from './sound-recipes';

/**
 * The racecourse band: a 1920s rag, sixteen bars in C with an oom-pah left hand, synthesized with
 * Web Audio from the note list below (nothing is fetched) and looped quietly under the table's
 * sounds. Off unless the player turns it on in Settings.
 */

/** Time is counted in eighth notes from the start of the loop. */
export const TEMPO_BPM = 104;
export const EIGHTH_S = 60 / TEMPO_BPM / 2;
export const BARS = 16;
export const LOOP_EIGHTHS = BARS * 8;
export const LOOP_S = LOOP_EIGHTHS * EIGHTH_S;

/**
 * The music's gain at full music volume: its voices add up to at most 0.5 (music.test), so the
 * band never passes −20 dBFS and its loudest moments sit 6 dB or more under the quietest of the
 * table's sounds at full volume: a background, under the hooves and the bell.
 */
export const MUSIC_FULL_GAIN = 0.18;

export type Voice = 'melody' | 'bass' | 'chord';
export interface MusicNote {
  /** Eighths from the loop's start. */
  at: number;
  /** Eighths. */
  len: number;
  /** MIDI note number (60 is middle C). */
  midi: number;
  voice: Voice;
}

/** Each voice's range, gain and timbre: a bright upright piano's right hand, a tuba-like bass, soft banjo-ish chords. */
export const VOICES: Record<Voice, { low: number; high: number; gain: number; type: OscillatorType; ring: number }> = {
  melody: { low: 55, high: 84, gain: 0.2, type: 'triangle', ring: 0.9 },
  bass: { low: 36, high: 52, gain: 0.24, type: 'triangle', ring: 0.85 },
  chord: { low: 55, high: 72, gain: 0.07, type: 'sine', ring: 0.6 },
};

const NAMES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
/** "C5", "F#4", "Bb3" to a MIDI number. */
export function midiOf(name: string): number {
  const m = /^([A-G])([#b]?)(\d)$/.exec(name);
  if (!m) throw new Error(`not a note: ${name}`);
  return 12 * (Number(m[3]) + 1) + NAMES[m[1]!]! + (m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0);
}

/*
 * The tune, bar by bar: the harmony (bass root and fifth, chord notes) and the right hand as
 * "note:eighths" ("r" rests). Ragtime's syncopation is the short-long-short (1, 2, 1) figure.
 */
const BARS_TEXT: readonly [bass: string, chord: string, melody: string][] = [
  ['C3 G2', 'E4 G4 C5', 'E5:1 G5:2 E5:1 C5:2 D5:1 E5:1'],
  ['C3 G2', 'E4 G4 C5', 'G5:1 A5:2 G5:1 E5:3 r:1'],
  ['G2 D3', 'F4 G4 B4', 'F5:1 D5:2 B4:1 G4:2 A4:1 B4:1'],
  ['G2 D3', 'F4 G4 B4', 'D5:1 F5:2 D5:1 B4:3 r:1'],
  ['G2 D3', 'F4 G4 B4', 'G4:1 B4:1 D5:1 F5:2 E5:1 D5:1 C#5:1'],
  ['G2 D3', 'F4 G4 B4', 'D5:1 B4:2 G4:1 F5:2 E5:1 D5:1'],
  ['C3 G2', 'E4 G4 C5', 'C5:1 E5:2 G5:1 C6:2 B5:1 A5:1'],
  ['C3 G2', 'E4 G4 C5', 'G5:3 E5:1 C5:3 r:1'],
  ['C3 G2', 'E4 G4 C5', 'E5:1 G5:2 E5:1 C5:2 D5:1 E5:1'],
  ['C3 G2', 'E4 Bb4 C5', 'G5:1 Bb5:2 G5:1 E5:3 r:1'],
  ['F2 C3', 'F4 A4 C5', 'F5:1 A5:2 F5:1 C5:2 D5:1 F5:1'],
  ['F2 C3', 'F4 Ab4 C5', 'Ab5:1 F5:2 C5:1 Ab4:3 r:1'],
  ['G2 C3', 'E4 G4 C5', 'G4:1 C5:1 E5:1 G5:2 E5:1 C5:1 E5:1'],
  ['G2 D3', 'F4 G4 B4', 'D5:2 F5:1 B4:2 D5:1 G4:2'],
  ['C3 G2', 'E4 G4 C5', 'C5:1 E5:1 G5:1 C6:3 r:2'],
  ['G2 D3', 'F4 G4 B4', 'B4:1 D5:1 F5:1 G5:1 F5:1 D5:1 B4:1 G4:1'],
];

function buildTune(): MusicNote[] {
  const notes: MusicNote[] = [];
  BARS_TEXT.forEach(([bass, chord, melody], bar) => {
    const start = bar * 8;
    const [root, fifth] = bass.split(' ');
    // Oom-pah: bass on beats 1 and 3 (root, then fifth), the chord on 2 and 4.
    notes.push({ at: start, len: 2, midi: midiOf(root!), voice: 'bass' });
    notes.push({ at: start + 4, len: 2, midi: midiOf(fifth!), voice: 'bass' });
    for (const beat of [2, 6])
      for (const n of chord.split(' ')) notes.push({ at: start + beat, len: 1, midi: midiOf(n), voice: 'chord' });
    let at = start;
    for (const token of melody.split(' ')) {
      const [name, len] = token.split(':');
      if (name !== 'r') notes.push({ at, len: Number(len), midi: midiOf(name!), voice: 'melody' });
      at += Number(len);
    }
    if (at !== start + 8) throw new Error(`bar ${bar + 1} holds ${at - start} eighths`);
  });
  return notes.sort((a, b) => a.at - b.at);
}

export const TUNE: readonly MusicNote[] = buildTune();

export const frequencyOf = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/**
 * One note as a voice with its own envelope: a quick rise from silence, then an exponential fall
 * back to silence by the end of its ring (a plucked or struck string, no click at either end).
 */
export function scheduleNote(c: BaseAudioContext, out: AudioNode, n: MusicNote, at: number): void {
  const v = VOICES[n.voice];
  const o = c.createOscillator();
  o.type = v.type;
  o.frequency.value = frequencyOf(n.midi);
  const end = at + Math.max(0.12, n.len * EIGHTH_S * v.ring);
  const g = c.createGain();
  g.gain.setValueAtTime(SILENT, at);
  g.gain.exponentialRampToValueAtTime(v.gain, at + 0.008);
  g.gain.exponentialRampToValueAtTime(v.gain * 0.45, at + Math.min(0.12, (end - at) / 2));
  g.gain.exponentialRampToValueAtTime(SILENT, end);
  o.connect(g).connect(out);
  o.start(at);
  o.stop(end + 0.02);
}

/** The notes starting in [from, to) eighths of endless play, with their eighth counted from the first loop's start. */
export function notesBetween(from: number, to: number): { eighth: number; note: MusicNote }[] {
  const found: { eighth: number; note: MusicNote }[] = [];
  for (let loop = Math.floor(from / LOOP_EIGHTHS); loop * LOOP_EIGHTHS < to; loop++)
    for (const note of TUNE) {
      const eighth = loop * LOOP_EIGHTHS + note.at;
      if (eighth >= from && eighth < to) found.push({ eighth, note });
    }
  return found;
}

/**
 * How far ahead notes are scheduled, and how often the scheduler wakes: more than the second a
 * background tab's timers may be late, so the tune never stops short.
 */
const AHEAD_S = 1.2;
const TICK_MS = 150;

/**
 * The band playing on `ctx` into its own gain (so its volume is apart from the sounds'): started,
 * its volume changed, stopped with a short fade.
 */
export class Band {
  private readonly out: GainNode;
  private timer: ReturnType<typeof setInterval> | null = null;
  private origin = 0;
  private next = 0;

  constructor(
    private readonly ctx: BaseAudioContext,
    destination: AudioNode,
  ) {
    this.out = ctx.createGain();
    this.out.gain.value = 0;
    this.out.connect(destination);
  }

  get playing(): boolean {
    return this.timer !== null;
  }

  /** Music volume 0–1, or 0 when the table is muted: the gain glides there, no click. */
  setVolume(volume: number): void {
    const g = this.out.gain;
    const now = this.ctx.currentTime;
    g.cancelScheduledValues(now);
    g.setValueAtTime(g.value, now);
    g.linearRampToValueAtTime(Math.max(0, Math.min(1, volume)) * MUSIC_FULL_GAIN, now + 0.25);
  }

  start(volume: number): void {
    this.setVolume(volume);
    if (this.timer) return;
    this.origin = this.ctx.currentTime + 0.1;
    this.next = 0;
    this.tick();
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  stop(): void {
    this.setVolume(0);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    const now = this.ctx.currentTime - this.origin;
    const until = Math.floor((now + AHEAD_S) / EIGHTH_S) + 1;
    // After a long stall (a suspended context, a sleeping machine) the band picks up where it is, not with a pile of late notes.
    this.next = Math.max(this.next, Math.ceil(now / EIGHTH_S));
    if (until <= this.next) return;
    for (const { eighth, note } of notesBetween(this.next, until))
      scheduleNote(this.ctx, this.out, note, this.origin + eighth * EIGHTH_S);
    this.next = until;
  }
}
