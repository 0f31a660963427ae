import { FINISH_LINE } from '../../../src-shared/index';

/** The racecourse drawing in SVG units: a gutter for the cards, then the start and squares 1–15. */
export const COURSE = {
  width: 1000,
  height: 258,
  /** Where the start square begins; left of it lie the lanes' cards. */
  startX: 168,
  endX: 994,
  lanesTop: 30,
  laneH: 36,
  /** The start, 1–11, the line at 12 and the squares beyond it. */
  squares: FINISH_LINE + 4,
} as const;

export const SQUARE_W = (COURSE.endX - COURSE.startX) / COURSE.squares;

export function squareX(n: number): number {
  return COURSE.startX + n * SQUARE_W;
}

/** Centre of a square; a horse past the last drawn square stands on it. */
export function squareCenter(pos: number): number {
  return squareX(Math.min(Math.max(pos, 0), COURSE.squares - 1) + 0.5);
}

export function laneTop(lane: number): number {
  return COURSE.lanesTop + lane * COURSE.laneH;
}

/** The horse figure is drawn at this scale on the course (track-pawns.vue). */
export const HORSE_SCALE = 0.8;

/**
 * Where a horse standing on `pos` takes room along its lane, in course units: from its place
 * medal (drawn left of its tail) to its nose, with a little play for the galloping legs.
 */
export function horseSpan(pos: number): { left: number; right: number } {
  const x = squareCenter(pos) - 38 * HORSE_SCALE;
  return { left: x - 18, right: x + 64 * HORSE_SCALE + 3 };
}

/**
 * The stretch of its own lane where a horse's callout is written: behind the horse (away from
 * the finish) while there is room there, otherwise ahead of it. Never over a horse, never over
 * another lane, never off the course.
 */
export function calloutSlot(pos: number): { side: 'behind' | 'ahead'; left: number; right: number } {
  const span = horseSpan(pos);
  const behind = span.left - (COURSE.startX + 2);
  const ahead = COURSE.endX - 2 - span.right;
  return behind >= 260 || behind >= ahead
    ? { side: 'behind', left: COURSE.startX + 2, right: span.left }
    : { side: 'ahead', left: span.right, right: COURSE.endX - 2 };
}
