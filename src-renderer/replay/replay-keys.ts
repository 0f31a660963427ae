import { onMounted, onUnmounted } from 'vue';
import type { StopKind } from '../../src-shared/index';
import { isTyping, type KeyTarget } from '../game/shortcuts';

/** What a key does on the Replay screen. */
export type ReplayCommand =
  { kind: 'step'; stop: StopKind; direction: 1 | -1 } | { kind: 'start' } | { kind: 'end' } | { kind: 'toggle' };

/**
 * ← → step by decision (with Shift by phase), Page Up/Down by round, Home/End to the ends, Space
 * plays or pauses. Never while typing (the timeline's slider keeps its own arrows), nor on a
 * checkbox, whose Space is its own.
 */
export function replayCommand(
  e: { key: string; shiftKey: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean },
  target: KeyTarget | null,
): ReplayCommand | null {
  if (e.altKey || e.ctrlKey || e.metaKey || isTyping(target)) return null;
  switch (e.key) {
    case 'ArrowRight':
    case 'ArrowLeft':
      return { kind: 'step', stop: e.shiftKey ? 'phase' : 'decision', direction: e.key === 'ArrowRight' ? 1 : -1 };
    case 'PageDown':
    case 'PageUp':
      return { kind: 'step', stop: 'round', direction: e.key === 'PageDown' ? 1 : -1 };
    case 'Home':
      return { kind: 'start' };
    case 'End':
      return { kind: 'end' };
    case ' ':
      return target?.type?.toLowerCase() === 'checkbox' ? null : { kind: 'toggle' };
    default:
      return null;
  }
}

/** Listens on the page while the Replay screen is up; a dialog over it (How to play, Settings) keeps its keys. */
export function useReplayKeys(run: (c: ReplayCommand) => void): void {
  const onKey = (e: KeyboardEvent): void => {
    if (document.querySelector('[aria-modal=true]')) return;
    const c = replayCommand(e, e.target instanceof HTMLElement ? (e.target as HTMLInputElement) : null);
    if (!c) return;
    e.preventDefault();
    run(c);
  };
  onMounted(() => window.addEventListener('keydown', onKey));
  onUnmounted(() => window.removeEventListener('keydown', onKey));
}
