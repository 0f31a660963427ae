import { watch, type Ref, type WatchSource } from 'vue';

/** How long a moved item takes to slide from where it was to where it is (as the odds tokens did). */
export const SLIDE_MS = 600;

/**
 * Items inside `root` (those matching `selector`, known by their `key` attribute) slide from where
 * they were to where they are whenever `source` changes: FLIP, with the positions read only on a
 * change (before the DOM update, and after it in the next frame's own layout) and the slide played
 * by the compositor as a transform. A TransitionGroup instead reads every child's box, and forces a
 * reflow, on each render of its parent, however little moved (a race renders the table many times
 * a second). An item re-created elsewhere (a token moving to another row) slides from its old place.
 */
export function useSlides(
  root: Ref<HTMLElement | null>,
  selector: string,
  key: string,
  source: WatchSource<readonly unknown[]>,
): void {
  let from: Map<string, DOMRect> | null = null;
  const boxes = (): Map<string, DOMRect> =>
    new Map(
      [...(root.value?.querySelectorAll<HTMLElement>(selector) ?? [])].map((el) => [
        el.getAttribute(key) ?? '',
        el.getBoundingClientRect(),
      ]),
    );
  const changed = (a: readonly unknown[], b: readonly unknown[] | undefined): boolean =>
    !b || a.length !== b.length || a.some((x, i) => x !== b[i]);
  // Before the DOM update: where everything is now.
  watch(
    source,
    (next, prev) => {
      if (prev && changed(next, prev) && root.value && !calm()) from = boxes();
    },
    { flush: 'pre' },
  );
  // After it, at the next frame (whose layout the reads share, and before it is painted): each item
  // that moved starts where it was and slides home.
  const slide = (before: Map<string, DOMRect>): void => {
    if (!root.value) return;
    // Every box read before any slide starts: a read after an animate() lays the page out again.
    const moves = [...root.value.querySelectorAll<HTMLElement>(selector)].flatMap((el) => {
      const was = before.get(el.getAttribute(key) ?? '');
      if (!was) return [];
      const now = el.getBoundingClientRect();
      const dx = was.left - now.left;
      const dy = was.top - now.top;
      return Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 ? [] : [{ el, dx, dy }];
    });
    for (const { el, dx, dy } of moves)
      el.animate?.([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
        duration: SLIDE_MS,
        easing: 'ease',
      });
  };
  watch(
    source,
    () => {
      if (!from) return;
      const before = from;
      from = null;
      requestAnimationFrame(() => slide(before));
    },
    { flush: 'post' },
  );
}

/** `prefers-reduced-motion`: items jump to their new place. */
function calm(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
