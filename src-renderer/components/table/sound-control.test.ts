// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_VOLUME_GAIN } from '../../game/sound-recipes';
import { loadSound } from '../../game/sound-settings';
import { withI18n } from '../../testing/component-fixtures';
import SoundControl from './sound-control.vue';

/** An AudioContext that plays nothing and keeps its master gain to look at. */
class QuietContext {
  static made: QuietContext[] = [];
  state = 'running';
  currentTime = 0;
  sampleRate = 48_000;
  destination = {};
  gains: { gain: { value: number } }[] = [];
  constructor() {
    QuietContext.made.push(this);
  }
  private node = () => ({
    connect: (n: unknown) => n,
    start: () => {},
    stop: () => {},
    frequency: { value: 0 },
    Q: { value: 0 },
    gain: { value: 1, setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
  });
  createGain() {
    const g = this.node();
    this.gains.push(g);
    return g;
  }
  createOscillator = this.node;
  createBiquadFilter = this.node;
  createBufferSource = this.node;
  createBuffer = (_c: number, n: number) => ({ getChannelData: () => new Float32Array(n) });
}

describe('SoundControl: mute and volume', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are remembered across a reload of the control, and the preview plays at the chosen volume', async () => {
    vi.stubGlobal('AudioContext', QuietContext);
    const w = mount(SoundControl, withI18n());
    await w.get('[data-testid=sound-volume]').setValue(30);
    await w.get('[data-testid=sound-volume]').trigger('change');
    expect(loadSound()).toEqual({ volume: 0.3, muted: false });
    const ctx = QuietContext.made.at(-1)!;
    expect(ctx.gains[0]!.gain.value).toBeCloseTo(0.3 * FULL_VOLUME_GAIN);

    await w.get('[data-testid=sound-mute]').trigger('click');
    expect(loadSound()).toEqual({ volume: 0.3, muted: true });
    w.unmount();

    const again = mount(SoundControl, withI18n());
    expect(again.get('[data-testid=sound-mute]').attributes('aria-pressed')).toBe('true');
    expect((again.get('[data-testid=sound-volume]').element as HTMLInputElement).value).toBe('30');
    expect(again.get('[data-testid=sound-volume]').attributes('disabled')).toBeDefined();
  });

  it('plays nothing while muted', async () => {
    vi.stubGlobal('AudioContext', QuietContext);
    const { play, setSound } = await import('../../game/sound');
    const voices = (): number => QuietContext.made.reduce((n, c) => n + c.gains.length, 0);
    const before = voices();
    setSound({ volume: 0.8, muted: true });
    play('bell');
    expect(voices()).toBe(before);
    setSound({ volume: 0.8, muted: false });
    play('bell');
    expect(voices()).toBeGreaterThan(before);
  });
});
