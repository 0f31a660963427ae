/**
 * The portraits of the Assistant and Character cards, on the emblem's 100 × 100 grid: the same
 * engraved bust for everyone (emblem-paths.ts), each person told apart by a hat and by what they
 * wear or carry, drawn from their title (the Banker's money bag, the Mime's white face, the
 * Slugger's gloves). The head is a solid silhouette, so what lies on it is drawn in paper colour
 * and what lies beside it in ink.
 */
import type { Hat } from './emblem-paths';

/** How a part is painted: ink or paper fill, ink or paper stroke, the card's frame colour, gold, or a red/green tint. */
export type Paint =
  'ink' | 'paper' | 'ink-line' | 'ink-thin' | 'paper-line' | 'paper-thin' | 'tint' | 'gold' | 'up' | 'down';
export type Part = readonly [Paint, string];

export type PortraitHat = Hat | 'beret' | 'tam' | 'helmet' | 'viking' | 'cowboy' | 'cordobes' | 'hair' | 'none';

export interface Portrait {
  hat: PortraitHat;
  /** Shoulders broader than the standard bust. */
  broad?: boolean;
  /** No bow tie (and no lapels) where a costume or collar replaces them. */
  plain?: boolean;
  /** Drawn twice side by side (the twins), or with a fainter double behind. */
  double?: 'twins' | 'echo';
  /** Drawn behind the bust (things held beside it). */
  back?: readonly Part[];
  /** Drawn over the bust. */
  front?: readonly Part[];
}

/** A path of small circles (buttons, pearls) at `points`. */
export function dots(points: readonly (readonly [number, number])[], r: number): string {
  return points.map(([x, y]) => `M${x - r} ${y} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`).join(' ');
}

export const PORTRAIT_HATS: Record<Exclude<PortraitHat, Hat | 'none'>, string> = {
  beret: 'M33 37 C29 25 53 21 67 30 C71 33 67 38 61 36 C53 34 42 35 33 37 Z M57 25 L59 20 L61 25 Z',
  tam: 'M33 37 C29 25 53 21 67 30 C71 33 67 38 61 36 C53 34 42 35 33 37 Z ' + dots([[52, 21]], 4),
  helmet: 'M36 39 C36 23 64 23 64 39 Z M48 26 L50 11 L52 26 Z M33 38 H67 V42 H33 Z',
  viking:
    'M36 39 C36 23 64 23 64 39 Z M33 37 H67 V41 H33 Z ' +
    'M38 31 C29 29 24 21 26 11 C30 19 35 23 41 26 Z M62 31 C71 29 76 21 74 11 C70 19 65 23 59 26 Z',
  cowboy:
    'M36 33 C35 18 42 14 50 19 C58 14 65 18 64 33 Z M13 27 C18 41 82 41 87 27 C80 31 66 32 50 32 C34 32 20 31 13 27 Z',
  cordobes: 'M38 21 H62 V33 H38 Z M19 33 H81 V37 H19 Z',
  hair: 'M36 42 C32 22 68 20 65 40 C61 30 50 27 36 42 Z',
};

const MUSTACHE = 'M41 53 C45 50 49 51 50 53 C51 51 55 50 59 53 C55 56 51 55 50 54 C49 55 45 56 41 53 Z';
const CURLED = 'M37 49 C39 55 46 54 50 52 C54 54 61 55 63 49 C62 57 54 57 50 54 C46 57 38 57 37 49 Z';
const WALRUS = 'M39 51 C44 48 56 48 61 51 L62 60 C58 56 54 55 50 56 C46 55 42 56 38 60 Z';
const KAISER =
  'M42 53 C46 51 49 51 50 53 C51 51 54 51 58 53 C62 52 64 48 65 45 C65 52 60 56 50 55 C40 56 35 52 35 45 C36 48 38 52 42 53 Z';
const GLASSES = 'M40 45 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M52 45 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M48 45 H52';
const MONOCLE = 'M52 44 a4.5 4.5 0 1 0 9 0 a4.5 4.5 0 1 0 -9 0';
const MONOCLE_CHAIN = 'M61 46 C66 56 63 66 59 76';
const CANE = 'M80 98 L80 46 C80 38 90 38 90 46';
const STRIPES = 'M24 84 H76 M21 90 H79 M19 96 H81';
const BEARD = 'M44 60 L45 68 M50 61 V71 M56 60 L55 68';
const beardShape = 'M37 50 C36 70 46 76 50 76 C54 76 64 70 63 50 Z';
/** The Spanish gentleman's pleated collar. */
const RUFF = 'M32 72 L36 66 L40 71 L45 66 L50 71 L55 66 L60 71 L64 66 L68 72 L63 78 H37 Z';
const GLOVES =
  'M28 68 C28 58 44 56 46 66 C48 74 40 80 34 80 C30 80 28 74 28 68 Z ' +
  'M72 68 C72 58 56 56 54 66 C52 74 60 80 66 80 C70 80 72 74 72 68 Z';
const coins = (x: number, y: number, n: number): string =>
  Array.from(
    { length: n },
    (_, i) => `M${x - 8} ${y - 4 * i} a8 3 0 1 0 16 0 a8 3 0 1 0 -16 0 Z M${x - 8} ${y - 4 * i} v2 a8 3 0 0 0 16 0 v-2`,
  ).join(' ');

/** Assistant cards by number (23–35). */
export const ASSISTANT_PORTRAITS: Record<number, Portrait> = {
  // The Diplomatic Planner: a sash and a star of some order.
  23: {
    hat: 'top',
    front: [
      ['paper', 'M30 78 L37 74 L74 100 L63 100 Z'],
      ['gold', 'M58 80 l2.4 4.6 5 .7 -3.6 3.5 .9 5 -4.7 -2.4 -4.6 2.4 .9 -5 -3.6 -3.5 5 -.7 Z'],
    ],
  },
  // The Adonis: brilliantined hair, a hand mirror and a flower in the buttonhole.
  24: {
    hat: 'hair',
    back: [
      ['gold', 'M70 40 a7 9 0 1 0 14 0 a7 9 0 1 0 -14 0 Z'],
      ['ink-line', 'M70 40 a7 9 0 1 0 14 0 a7 9 0 1 0 -14 0 M76 49 L73 66'],
    ],
    front: [
      ['paper-thin', 'M40 36 C46 31 54 30 62 34'],
      ['down', dots([[62, 84]], 3)],
    ],
  },
  // The Poor Groom: bare-headed, with his pitchfork.
  25: {
    hat: 'hair',
    back: [['ink-line', 'M22 80 V34 M16 22 V34 H28 V22 M22 22 V34']],
    front: [['paper-thin', 'M44 78 L42 86 M56 78 L58 86']],
  },
  // The Handsome Jockey: cap, diamond silks and a riding crop.
  26: {
    hat: 'cap',
    plain: true,
    back: [['ink-line', 'M70 84 L86 28 M86 28 l2 -4']],
    front: [['paper', 'M50 78 L56 86 L50 94 L44 86 Z M36 82 L41 88 L36 94 L31 88 Z M64 82 L69 88 L64 94 L59 88 Z']],
  },
  // The Boss' Wicked Right-Hand Man: pinstripes and a scar.
  27: {
    hat: 'fedora',
    front: [
      ['paper-thin', 'M30 80 V100 M37 76 V100 M63 76 V100 M70 80 V100'],
      ['paper-line', 'M54 40 L60 53 M55 45 L59 44 M57 49 L61 48'],
    ],
  },
  // The Generous Banker: a money bag.
  28: {
    hat: 'top',
    back: [
      ['ink', 'M72 50 C63 57 65 74 77 74 C89 74 91 57 82 50 L85 45 H69 Z'],
      [
        'gold',
        'M73 58 V68 H76 C81 68 83 66 83 63 C83 60 81 58 76 58 Z M76 61 V65 C78 65 79 64 79 63 C79 62 78 61 76 61 Z',
      ],
    ],
  },
  // The Shy Accountant: spectacles, a ledger and a pencil.
  29: {
    hat: 'none',
    back: [
      ['ink', 'M15 54 H33 V76 H15 Z'],
      ['ink-line', 'M62 40 L76 30'],
    ],
    front: [
      ['paper-line', GLASSES],
      ['paper-thin', 'M18 60 H30 M18 64 H30 M18 68 H30 M18 72 H26'],
    ],
  },
  // The Twins.
  30: { hat: 'bowler', double: 'twins' },
  // The Slugger: red boxing gloves up.
  31: {
    hat: 'hair',
    plain: true,
    front: [
      ['down', GLOVES],
      ['ink-thin', GLOVES + ' M34 80 L35 86 M66 80 L65 86'],
    ],
  },
  // The Brawny Man: shoulders like a wardrobe, a moustache and a strongman's singlet.
  32: {
    hat: 'none',
    broad: true,
    plain: true,
    front: [
      ['paper', MUSTACHE],
      ['paper-line', 'M38 76 L35 100 M62 76 L65 100'],
    ],
  },
  // The Rough Barman: an apron, a bottle and a glass.
  33: {
    hat: 'bowler',
    back: [
      ['ink', 'M77 30 H81 V38 C85 40 86 44 86 48 V74 H72 V48 C72 44 73 40 77 38 Z'],
      ['paper', 'M74 54 H84 V63 H74 Z'],
      ['ink-line', 'M16 54 H30 L28 72 H18 Z'],
    ],
    front: [['paper', 'M37 82 H63 L67 100 H33 Z']],
  },
  // The Skillful Mime: beret, white face, striped jersey.
  34: {
    hat: 'beret',
    plain: true,
    front: [
      ['paper', 'M50 34 C62 34 62 60 50 60 C38 60 38 34 50 34 Z'],
      ['ink-thin', 'M43 44 H47 M53 44 H57 M45 40 L47 42 M55 40 L53 42 M46 53 C48 55 52 55 54 53'],
      ['paper-line', STRIPES],
    ],
  },
  // François Riche: a monocle and a stack of coins.
  35: {
    hat: 'top',
    back: [
      ['gold', coins(77, 72, 5)],
      ['ink-thin', coins(77, 72, 5)],
    ],
    front: [
      ['paper-line', MONOCLE],
      ['paper-thin', MONOCLE_CHAIN],
    ],
  },
};

/** Character cards by id: the six stable owners (all called Skull in their own language) and the six starred ones. */
export const CHARACTER_PORTRAITS: Record<string, Portrait> = {
  'cranio-mercanti': {
    hat: 'fedora',
    back: [
      ['ink-line', 'M58 56 L74 52'],
      ['ink-thin', 'M76 48 C72 42 80 38 76 32 C73 27 78 24 77 20'],
    ],
    front: [['paper', MUSTACHE]],
  },
  'steve-mcskull': {
    hat: 'tam',
    front: [['paper-thin', 'M24 84 H76 M21 92 H79 M34 76 V100 M42 74 V100 M58 74 V100 M66 76 V100']],
  },
  'viktor-von-schadel': {
    hat: 'helmet',
    front: [
      ['paper', KAISER],
      ['paper-line', MONOCLE],
    ],
  },
  'cesar-crane': { hat: 'beret', back: [['ink-line', CANE]], front: [['paper', CURLED]] },
  'craneo-cervantes': {
    hat: 'cordobes',
    plain: true,
    front: [
      ['paper', RUFF],
      ['ink-thin', RUFF],
      ['paper', 'M47 56 L50 64 L53 56 Z'],
    ],
  },
  'sigvard-skalle': {
    hat: 'viking',
    back: [['ink', beardShape]],
    front: [['paper-line', BEARD]],
  },
  'antonio-vesuvio': {
    hat: 'bowler',
    back: [
      ['ink', 'M12 74 L23 53 H30 L40 74 Z'],
      ['down', 'M23 53 H30 L28 60 L26.5 56 L25 61 Z'],
      ['ink', dots([[27, 47]], 3) + ' ' + dots([[31, 40]], 4) + ' ' + dots([[26, 32]], 3)],
    ],
  },
  'eric-change': {
    hat: 'top',
    back: [
      ['up', 'M24 40 L15 52 H20 V68 H28 V52 H33 Z'],
      ['down', 'M76 68 L67 56 H72 V40 H80 V56 H85 Z'],
    ],
  },
  'miss-double': {
    hat: 'cloche',
    plain: true,
    double: 'echo',
    front: [
      [
        'paper',
        dots(
          [
            [41, 74],
            [45.5, 76.5],
            [50, 77.5],
            [54.5, 76.5],
            [59, 74],
          ],
          1.8,
        ),
      ],
    ],
  },
  'miss-paris': {
    hat: 'cloche',
    plain: true,
    back: [
      ['ink', 'M25 20 L23 40 L19 56 L14 74 H21 C21 66 31 66 31 74 H38 L33 56 L29 40 Z'],
      ['paper-thin', 'M21 48 H31 M17 62 H35'],
    ],
    front: [
      [
        'paper',
        dots(
          [
            [42, 76],
            [47, 78],
            [53, 78],
            [58, 76],
          ],
          1.6,
        ),
      ],
    ],
  },
  'oliver-oil': {
    hat: 'cowboy',
    back: [
      ['ink-thin', 'M70 76 L77 30 L84 76 M71.5 64 H82.5 M73 50 H81 M71.5 64 L81 50 M82.5 64 L73 50 M74.5 40 H79.5'],
      ['ink', 'M88 40 C84 46 84 50 88 50 C92 50 92 46 88 40 Z'],
    ],
  },
  'otto-von-alt': {
    hat: 'none',
    back: [['ink-line', CANE]],
    front: [
      ['paper', WALRUS],
      ['paper-line', MONOCLE],
      ['paper-thin', 'M37 40 C36 46 37 50 39 54 M63 40 C64 46 63 50 61 54'],
    ],
  },
};
