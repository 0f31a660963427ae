/**
 * The engraved figures of the card illustrations, on a 100 × 100 grid: silhouettes in the manner of
 * 1920s racing programmes (one ink, a few paper-coloured highlights).
 */

/** A horse's head and neck, facing left. */
export const HORSE_HEAD =
  'M60 6 L57 20 C47 22 38 30 30 40 L16 56 C10 62 11 71 19 74 C25 76 31 73 36 67 L44 61 ' +
  'C48 70 50 84 48 96 L90 96 C89 74 84 52 74 34 C71 28 69 24 67 21 L69 8 L63 15 Z';
/** The bridle and mane drawn in paper colour over the head. */
export const HORSE_BRIDLE = 'M20 60 L44 42 L58 30 M44 42 L46 60 M74 40 C78 52 82 66 84 84';
export const HORSE_MANE = 'M66 22 C72 30 78 42 81 56 M70 28 C76 38 80 50 84 68';

/** Head and shoulders of a gentleman; hats are drawn on top. */
export const BUST_SHOULDERS = 'M18 100 C20 80 34 72 50 72 C66 72 80 80 82 100 Z';
export const BUST_NECK = 'M43 58 L43 74 L57 74 L57 58 Z';
export const BUST_LAPELS = 'M50 76 L41 100 M50 76 L59 100';
export const BOW_TIE = 'M44 72 L50 76 L44 80 Z M56 72 L50 76 L56 80 Z';

export type Hat = 'top' | 'bowler' | 'fedora' | 'cap' | 'cloche';
export const HATS: Record<Hat, string> = {
  top: 'M37 12 H63 V34 H37 Z M28 34 C28 38 72 38 72 34 C72 31 28 31 28 34 Z',
  bowler: 'M36 34 C36 16 64 16 64 34 Z M29 35 C29 39 71 39 71 35 C71 32 29 32 29 35 Z',
  fedora: 'M36 33 C36 20 44 20 50 24 C56 20 64 20 64 33 Z M24 35 C26 40 74 40 76 35 C74 30 26 30 24 35 Z',
  cap: 'M35 35 C35 22 60 20 66 30 L76 36 C70 38 44 38 35 35 Z',
  cloche: 'M33 42 C31 22 69 22 67 42 C60 38 40 38 33 42 Z M36 44 C38 54 40 58 40 60 M64 44 C62 54 60 58 60 60',
};

/** A trophy cup with handles, stem and plinth. */
export const TROPHY =
  'M32 14 H68 V30 C68 46 60 54 50 54 C40 54 32 46 32 30 Z ' +
  'M46 54 H54 V68 H46 Z M38 68 H62 V74 H38 Z M32 76 H68 V84 H32 Z';
export const TROPHY_HANDLES = 'M32 20 C20 20 20 40 36 42 M68 20 C80 20 80 40 64 42';

/** A bank with pediment and columns. */
export const BANK =
  'M16 34 L50 12 L84 34 Z M18 38 H82 V43 H18 Z M22 46 H30 V78 H22 Z M38 46 H46 V78 H38 Z ' +
  'M54 46 H62 V78 H54 Z M70 46 H78 V78 H70 Z M16 80 H84 V86 H16 Z M12 88 H88 V94 H12 Z';

/** A horseshoe, nail holes left as paper. */
export const HORSESHOE = 'M26 86 C14 60 18 22 50 18 C82 22 86 60 74 86 L62 86 C70 62 68 34 50 32 C32 34 30 62 38 86 Z';
export const HORSESHOE_NAILS = [
  [28, 70],
  [26, 54],
  [31, 38],
  [72, 70],
  [74, 54],
  [69, 38],
] as const;

/** Leaves of a laurel branch along an arc, as [x, y, angle] for ellipses. */
export function laurel(cx: number, cy: number, r: number, from: number, to: number, n: number): number[][] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((from + ((to - from) * i) / (n - 1)) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a), (a * 180) / Math.PI + (to > from ? 35 : -35)];
  });
}
