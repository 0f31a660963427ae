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

/**
 * Where the coach's card goes: beside the ringed element on the side with the most room, kept on
 * screen; in the middle when there is no element, in the corner hiding least of it when no side has room.
 */
export function placeCard(target: Box | null, card: Size, view: Size): { left: number; top: number } {
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
  // No side has room (a large panel): the corner of the screen that hides least of it.
  const corners = [MARGIN, view.width - card.width - MARGIN].flatMap((left) =>
    [MARGIN, view.height - card.height - MARGIN].map((top) => ({ left, top })),
  );
  const hidden = (at: { left: number; top: number }): number =>
    Math.max(0, Math.min(at.left + card.width, target.left + target.width) - Math.max(at.left, target.left)) *
    Math.max(0, Math.min(at.top + card.height, target.top + target.height) - Math.max(at.top, target.top));
  return corners.reduce((a, b) => (hidden(b) < hidden(a) ? b : a));
}
