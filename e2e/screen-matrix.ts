/**
 * How many sizes and languages a layout test checks. `npm test` checks the tightest case alone
 * (1280×720, and French, the longest texts), to stay within its few minutes on 2 cores; `npm run
 * test:visual` (CI, after `npm test`) or VISUAL_SIZES=all checks them all (docs/testing.md).
 */
export const EVERY_SCREEN =
  process.env['VISUAL_SIZES'] === 'all' || process.env['npm_lifecycle_event'] === 'test:visual';

/** The tag of the tests whose checks run over these sizes and languages: `npm run test:visual` runs them all. */
export const FITS = { tag: '@fits' } as const;

/** The screenshot baselines (visual.e2e.ts): `npm run test:visual` only. */
export const SCREENS = { tag: '@screens' } as const;

export interface Size {
  width: number;
  height: number;
}

const SIZES: readonly Size[] = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

export function fitSizes(): Size[] {
  return EVERY_SCREEN ? [...SIZES] : [SIZES[0]!];
}

/** `all` in full runs; in `npm test` only `tightest`. */
export function fitLocales<L extends string>(all: readonly L[], tightest: L): L[] {
  return EVERY_SCREEN ? [...all] : [tightest];
}
