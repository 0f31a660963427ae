import { onMounted, onUnmounted } from 'vue';
import { shortcutFor, isTyping, type Shortcut } from '../game/shortcuts';

/**
 * The table from the keyboard: each new decision for a person takes the focus (its first control,
 * so a hand-over or a race is never followed by twenty Tabs), and the shortcuts of shortcuts.ts
 * press the decision's own controls, so they do exactly what a click does and nothing the panel
 * does not offer. Mounted once, by the app.
 */

const DECISION = '[data-testid=decision-area] .decision';
/** The decision's own controls first; a help summary or a focusable note only when it has none. */
const CONTROLS = [
  'button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled])',
  'summary, [tabindex]:not([tabindex="-1"])',
];
/** Bet grids' options, one radio per horse and kind: `bet-option-<colour>-<kind>`, `party-bet-<colour>-<kind>`. */
const BET_OPTIONS = 'input[type=radio][data-testid^="bet-option-"], input[type=radio][data-testid^="party-bet-"]';

const shown = (e: Element): boolean => e.getClientRects().length > 0;

function openDialogs(doc: Document): Element[] {
  return [...doc.querySelectorAll('[aria-modal=true]')].filter(shown);
}

export function firstControl(panel: Element): HTMLElement | null {
  for (const selector of CONTROLS) {
    const found = [...panel.querySelectorAll<HTMLElement>(selector)].find(shown);
    if (found) return found;
  }
  return null;
}

interface BetOption {
  el: HTMLInputElement;
  horse: string;
  bet: string;
}
function betOptions(panel: Element): BetOption[] {
  return [...panel.querySelectorAll<HTMLInputElement>(BET_OPTIONS)].map((el) => {
    const parts = (el.dataset.testid ?? '').split('-');
    return { el, horse: parts.at(-2) ?? '', bet: parts.at(-1) ?? '' };
  });
}

function choose(o: BetOption | undefined): boolean {
  if (!o || o.el.disabled) return false;
  o.el.focus();
  if (!o.el.checked) o.el.click();
  return true;
}

function press(el: Element | null | undefined): boolean {
  if (!(el instanceof HTMLElement) || (el as HTMLButtonElement).disabled || !shown(el)) return false;
  el.click();
  return true;
}

/** Does `s` on the page; true when something was pressed (the key is then the shortcut's alone). */
export function runShortcut(s: Shortcut, doc: Document = document): boolean {
  const dialogs = openDialogs(doc);
  const payoff = dialogs.find((d) => d.matches('[data-testid=payoff-moment]'));
  if (payoff) {
    if (s.kind === 'continue' || s.kind === 'confirm')
      return press(payoff.querySelector('[data-testid=payoff-continue]'));
    return false;
  }
  // Another dialog is up (the rules, Settings, a hand-over): its own keys only.
  if (dialogs.length) return false;
  if (s.kind === 'help') return press(doc.querySelector('[data-testid=open-rules]'));
  const panel = doc.querySelector(DECISION);
  if (!panel) return false;
  switch (s.kind) {
    case 'confirm':
      return press(panel.querySelector('button[data-testid$="-confirm"]:not([disabled])'));
    case 'stake':
      return press(panel.querySelector(`[data-testid=stake-${s.step > 0 ? 'plus' : 'minus'}]`));
    case 'horse': {
      const options = betOptions(panel);
      const horse = [...new Set(options.map((o) => o.horse))][s.index];
      const mine = options.filter((o) => o.horse === horse && !o.el.disabled);
      const kind = options.find((o) => o.el.checked)?.bet;
      return choose(mine.find((o) => o.bet === kind) ?? mine.find((o) => o.bet === 'win') ?? mine[0]);
    }
    case 'bet': {
      const options = betOptions(panel).filter((o) => o.bet === s.bet && !o.el.disabled);
      const horse = betOptions(panel).find((o) => o.el.checked)?.horse;
      return choose(options.find((o) => o.horse === horse) ?? options[0]);
    }
    default:
      return false;
  }
}

/** Puts the focus on a decision that has just appeared, unless the player is busy elsewhere. */
export function focusNewDecision(doc: Document, last: Element | null): Element | null {
  const panel = doc.querySelector(DECISION);
  if (!panel || panel === last || openDialogs(doc).length) return panel ? last : null;
  const active = doc.activeElement as HTMLElement | null;
  const busy =
    active &&
    active !== doc.body &&
    isTyping(active) &&
    !doc.querySelector('[data-testid=decision-area]')?.contains(active);
  if (busy) return last;
  firstControl(panel)?.focus();
  return panel;
}

export function useShortcuts(): void {
  let last: Element | null = null;
  let queued = false;
  const check = (): void => {
    queued = false;
    last = focusNewDecision(document, last);
  };
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(check);
  });
  const onKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented) return;
    const s = shortcutFor(e, e.target instanceof HTMLElement ? e.target : null);
    // A held key repeats only the stake's steps.
    if (s && (!e.repeat || s.kind === 'stake') && runShortcut(s)) e.preventDefault();
  };
  onMounted(() => {
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('keydown', onKey);
  });
  onUnmounted(() => {
    observer.disconnect();
    document.removeEventListener('keydown', onKey);
  });
}
