import { test } from '@playwright/test';
import { gameName, playAndCheck, type LayoutGame } from './layout/layout-games';

// The layout checker (e2e/layout/invariants.ts) on real games played through the UI: every
// decision, every moment over the table and each step of every race. `npm test` runs this slice;
// `npm run test:layout` sweeps several seeds per mode, size and language (docs/layout-checker.md).
const SIZES = [
  [1280, 720],
  [1920, 1080],
  [2560, 1440],
] as const;
const LANGS = ['en', 'fr', 'it'] as const;

function sweep(): LayoutGame[] {
  const seeds = Number(process.env['LAYOUT_SEEDS'] ?? 2);
  const games: LayoutGame[] = [];
  for (const [width, height] of SIZES) {
    for (const lang of LANGS) {
      for (let k = 0; k < seeds; k++) {
        const seed = 1000 + 37 * k + width + (lang === 'fr' ? 1 : lang === 'it' ? 2 : 0);
        const common = { lang, width, height, name: 'Anne-Catherine Lefebvre' };
        games.push({ mode: 'family', players: 4, seed, ...common });
        games.push({ mode: 'board', players: 6, seed, ...common });
        games.push({ mode: 'party', players: 12, seed, races: 3, ...common });
        games.push({ mode: 'family', players: 4, seed, humans: 1, ...common });
      }
    }
  }
  return games;
}

/**
 * What `npm test` plays here, beside the whole games of full-games, party and pass-and-play (in
 * English, which watch the layout too): a 6-player Board table in French at 1280×720, the most
 * crowded, with the race at Fast, through its first round.
 */
const SLICE: LayoutGame[] = [
  {
    mode: 'board',
    players: 6,
    seed: 4102,
    lang: 'fr',
    width: 1280,
    height: 720,
    maxDecisions: 10,
    name: 'Anne-Catherine Lefebvre',
  },
];

/**
 * One game of your choosing while fixing a layout:
 * LAYOUT_GAME=mode,players,lang,WIDTHxHEIGHT,seed[,maxDecisions[,people]] (e.g. board,6,fr,1280x720,5,20).
 */
function chosen(spec: string): LayoutGame[] {
  const [mode, players, lang, size, seed, max, people] = spec.split(',');
  const [width, height] = (size ?? '1280x720').split('x').map(Number);
  return [
    {
      mode: mode as LayoutGame['mode'],
      players: Number(players),
      lang: lang as LayoutGame['lang'],
      width: width!,
      height: height!,
      seed: Number(seed ?? 1),
      name: 'Anne-Catherine Lefebvre',
      ...(max ? { maxDecisions: Number(max) } : {}),
      ...(people ? { humans: Number(people) - 1 } : {}),
    },
  ];
}

const GAMES = process.env['LAYOUT_GAME']
  ? chosen(process.env['LAYOUT_GAME'])
  : process.env['LAYOUT_SWEEP']
    ? sweep()
    : SLICE;
// A timeout only ends a hang: a whole 6-player game checked at every step took over 10 minutes on the
// shared 2-core machine under load, and its time is the machine's, not the game's.
test.describe.configure({ timeout: 3_600_000 });
test.use({ reducedMotion: 'reduce' });

for (const g of GAMES) {
  test(`layout: ${gameName(g)}`, async ({ page }, testInfo) => {
    const { watch, states } = await playAndCheck(page, testInfo, g);
    console.log(`layout: ${gameName(g)}: ${states} states checked, ${watch.found.length} findings`);
    watch.expectClean(gameName(g));
  });
}
