export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
interface Size {
  width: number;
  height: number;
}

const GAP = 14;
const MARGIN = 8;
const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(v, Math.max(lo, hi)));

/** The area two boxes share. */
const shared = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));

/**
 * Where the coach's card goes: beside the ringed element on the side with the most room, kept on
 * screen; in the middle when there is no element. When no side has room (a large panel), at the edge
 * of the screen that hides none of `keep` (what the player must read or press there: figures, the
 * button of the suggested move) if one does, else the least of it, then the least of the panel.
 */
export function placeCard(
  target: Box | null,
  card: Size,
  view: Size,
  keep: readonly Box[] = [],
): { left: number; top: number } {
  const centred = { left: (view.width - card.width) / 2, top: (view.height - card.height) / 2 };
  if (!target) return centred;
  const room = {
    right: view.width - (target.left + target.width) - GAP - MARGIN,
    left: target.left - GAP - MARGIN,
    below: view.height - (target.top + target.height) - GAP - MARGIN,
    above: target.top - GAP - MARGIN,
  };
  const alongY = clamp(target.top, MARGIN, view.height - card.height - MARGIN);
  const alongX = clamp(target.left + (target.width - card.width) / 2, MARGIN, view.width - card.width - MARGIN);
  const sides = [
    { fits: room.right - card.width, at: { left: target.left + target.width + GAP, top: alongY } },
    { fits: room.left - card.width, at: { left: target.left - GAP - card.width, top: alongY } },
    { fits: room.below - card.height, at: { left: alongX, top: target.top + target.height + GAP } },
    { fits: room.above - card.height, at: { left: alongX, top: target.top - GAP - card.height } },
  ];
  const best = sides.reduce((a, b) => (b.fits > a.fits ? b : a));
  if (best.fits >= 0) return best.at;
  // No side has room: along the screen's edges (corners, and steps between them), the spot hiding
  // nothing the player must see, then the least of the panel; the first such spot in reading order.
  const [right, bottom] = [view.width - card.width - MARGIN, view.height - card.height - MARGIN];
  const steps = (from: number, to: number): number[] =>
    to <= from ? [from] : Array.from({ length: 9 }, (_, i) => from + ((to - from) * i) / 8);
  const spots = [
    ...steps(MARGIN, bottom).flatMap((top) => [
      { left: MARGIN, top },
      { left: right, top },
    ]),
    ...steps(MARGIN, right).flatMap((left) => [
      { left, top: MARGIN },
      { left, top: bottom },
    ]),
  ];
  const box = (at: { left: number; top: number }): Box => ({ ...at, ...card });
  const cost = (at: { left: number; top: number }): [number, number] => {
    const b = box(at);
    return [keep.reduce((sum, k) => sum + shared(b, k), 0), shared(b, target)];
  };
  return spots.reduce((a, b) => {
    const [ca, cb] = [cost(a), cost(b)];
    return cb[0] < ca[0] || (cb[0] === ca[0] && cb[1] < ca[1]) ? b : a;
  });
}
