import { FINISH_LINE } from '../../src-shared/index';

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
