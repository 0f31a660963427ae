import { HORSE_COUNT } from '../../src-shared/index';

/**
 * The table's keyboard shortcuts: which key does what. The page's handler (use-shortcuts.ts) acts
 * on the decision on screen; the list is shown in Settings and in How to play.
 */
export type Shortcut =
  | { kind: 'confirm' }
  | { kind: 'horse'; index: number }
  | { kind: 'bet'; bet: 'win' | 'show' }
  | { kind: 'stake'; step: 1 | -1 }
  | { kind: 'continue' }
  | { kind: 'help' };

/**
 * For Settings: each shortcut's key and what it does, as `settings.keys.<id>.key` and `.what`.
 * Ctrl+Z is handled by the Undo button itself (components/hints/aid-buttons.vue).
 */
export const SHORTCUT_IDS = ['confirm', 'horse', 'bet', 'stake', 'continue', 'help', 'undo', 'tab'] as const;

/** What a key event is aimed at: enough of an element to tell typing from choosing. */
export interface KeyTarget {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}

/** Input types the player types into (a number, a name): there keys are theirs, never shortcuts. */
const CHOOSING = new Set(['radio', 'checkbox', 'button', 'submit', 'reset']);

export function isTyping(t: KeyTarget | null): boolean {
  if (!t) return false;
  const tag = t.tagName.toUpperCase();
  if (t.isContentEditable || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !CHOOSING.has((t.type ?? 'text').toLowerCase());
}

/** A control where Enter and Space already do their own thing (press the button, follow the link). */
export function pressesItself(t: KeyTarget | null): boolean {
  const tag = t?.tagName.toUpperCase();
  return tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY';
}

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The shortcut a key press asks for, or null (a key with Ctrl, Alt or ⌘ is the browser's). */
export function shortcutFor(e: KeyPress, target: KeyTarget | null): Shortcut | null {
  if (e.ctrlKey || e.metaKey || e.altKey || isTyping(target)) return null;
  const key = e.key;
  if (key === '?') return { kind: 'help' };
  if (key === 'Enter') return pressesItself(target) ? null : { kind: 'confirm' };
  if (key === ' ') return pressesItself(target) ? null : { kind: 'continue' };
  if (/^[1-9]$/.test(key) && Number(key) <= HORSE_COUNT) return { kind: 'horse', index: Number(key) - 1 };
  const k = key.toLowerCase();
  if (k === 'w') return { kind: 'bet', bet: 'win' };
  if (k === 's') return { kind: 'bet', bet: 'show' };
  if (key === '+' || key === '=') return { kind: 'stake', step: 1 };
  if (key === '-' || key === '_') return { kind: 'stake', step: -1 };
  return null;
}
