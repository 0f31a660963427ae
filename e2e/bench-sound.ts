import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { SOUND_NAMES, type SoundName } from '../src-renderer/game/sound-recipes';
import { measure } from '../src-renderer/testing/sound-measure';
import type * as Probe from './sound-probe';

/**
 * Sound benchmark (npm run bench -- sound): nobody can listen on a build machine, so each of the
 * table's sounds is rendered offline in the system Chromium (the same recipes the page plays, at
 * full volume) and measured: a table of figures, and a waveform-and-spectrogram PNG per sound in
 * out/bench-sound/ to look at. Figures only, no pass/fail.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const OUT = `${root}out/bench-sound/`;
/** Long enough for the longest sound (the crowd) and some silence after it. */
const SECONDS = 2.6;
const FINISH: SoundName[] = ['dice', 'crowd', 'coins'];

/** The page side (sound-probe.ts with the recipes) as one script. */
async function probeScript(): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: false,
      lib: { entry: `${root}e2e/sound-probe.ts`, formats: ['iife'], name: 'soundProbe', fileName: 'probe' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = out[0]!.output.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('bench sound: the probe did not bundle');
  return chunk.code;
}

type InPage = { soundProbe: typeof Probe };
const pad = (s: string, n: number): string => s.padStart(n);
const f1 = (x: number): string => x.toFixed(1);

export async function benchSound(): Promise<void> {
  const script = await probeScript();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>sounds</title>');
    await page.addScriptTag({ content: script });
    console.log(`Chromium ${browser.version()}: each sound rendered offline at 48 kHz, full volume`);
    console.log(
      'sound            length s  peak dBFS  RMS dBFS  loudest 50 ms dBFS  DC offset  start step dBFS  end step dBFS',
    );
    mkdirSync(OUT, { recursive: true });
    const loudest: number[] = [];
    // Each sound, then the ones the finish of a race plays together (the last die, the crowd, the payout).
    for (const names of [...SOUND_NAMES.map((n) => [n]), FINISH]) {
      const name = names.join('+');
      const x = await page.evaluate(([n, s]) => (window as unknown as InPage).soundProbe.render(n, s), [
        names,
        SECONDS,
      ] as const);
      const m = measure(x, 48_000);
      if (names.length === 1) loudest.push(m.loudestDb);
      console.log(
        `${name.padEnd(16)} ${pad(m.seconds.toFixed(2), 8)}  ${pad(f1(m.peakDb), 9)}  ${pad(f1(m.rmsDb), 8)}  ${pad(f1(m.loudestDb), 18)}  ${pad(m.dc.toExponential(1), 9)}  ${pad(f1(m.startStepDb), 15)}  ${pad(f1(m.endStepDb), 13)}`,
      );
      const png = await page.evaluate(() => (window as unknown as InPage).soundProbe.draw());
      writeFileSync(`${OUT}${name}.png`, Buffer.from(png.split(',')[1]!, 'base64'));
    }
    const spread = Math.max(...loudest) - Math.min(...loudest);
    console.log(`loudest-50-ms spread between sounds: ${f1(spread)} dB; pictures in ${OUT}`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void benchSound();
