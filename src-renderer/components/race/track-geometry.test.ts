import { describe, expect, it } from 'vitest';
import { COURSE, calloutSlot, horseSpan } from './track-geometry';

describe('calloutSlot: where a horse’s callout is written in its lane', () => {
  const squares = Array.from({ length: 20 }, (_, n) => n);

  it('never over its horse, always on the course, with room for a tag', () => {
    for (const pos of squares) {
      const slot = calloutSlot(pos);
      const horse = horseSpan(pos);
      expect(slot.right <= horse.left || slot.left >= horse.right, `square ${pos}`).toBe(true);
      expect(slot.left).toBeGreaterThanOrEqual(COURSE.startX);
      expect(slot.right).toBeLessThanOrEqual(COURSE.endX);
      expect(slot.right - slot.left, `square ${pos}`).toBeGreaterThanOrEqual(280);
    }
  });

  it('behind the horse (away from the finish) once there is room there, ahead of it at the start', () => {
    expect(calloutSlot(0).side).toBe('ahead');
    expect(calloutSlot(2).side).toBe('ahead');
    for (const pos of [8, 11, 12, 13, 15]) expect(calloutSlot(pos).side).toBe('behind');
  });
});
