// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusNewDecision, runShortcut } from './use-shortcuts';

/** A bet grid as the bet panel draws it (its test ids), the blue Win option not on offer, a focusable note above it. */
const BET = `
  <div data-testid="decision-area"><form class="decision" data-testid="bet-panel">
    <span tabindex="0" title="Who bet on what">Bets placed</span>
    ${['black', 'blue', 'green']
      .map((c) =>
        ['win', 'show']
          .map(
            (k) =>
              `<input type="radio" name="bet-choice" value="${c}:${k}" data-testid="bet-option-${c}-${k}"${c === 'blue' && k === 'win' ? ' disabled' : ''}>`,
          )
          .join(''),
      )
      .join('')}
    <button type="button" data-testid="stake-minus">−</button><input type="number" data-testid="stake" value="100">
    <button type="button" data-testid="stake-plus">+</button>
    <button type="submit" data-testid="bet-confirm">Place</button>
  </form></div>
  <button data-testid="open-rules">Rules</button>`;

const $ = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid=${id}]`)!;
const checked = () => document.querySelector<HTMLInputElement>('input:checked')?.value ?? null;

describe('the table from the keyboard', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: every element counts as shown.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    document.body.innerHTML = BET;
  });
  afterEach(() => vi.restoreAllMocks());

  it('picks a horse by its number and the bet by W or S, skipping what is not on offer', () => {
    expect(runShortcut({ kind: 'horse', index: 0 })).toBe(true);
    expect(checked()).toBe('black:win');
    expect(runShortcut({ kind: 'bet', bet: 'show' })).toBe(true);
    expect(checked()).toBe('black:show');
    // The kind stays with the horse: 3 is the green Show.
    runShortcut({ kind: 'horse', index: 2 });
    expect(checked()).toBe('green:show');
    runShortcut({ kind: 'bet', bet: 'win' });
    expect(checked()).toBe('green:win');
    // Blue has no Win on offer: its Show instead.
    runShortcut({ kind: 'horse', index: 1 });
    expect(checked()).toBe('blue:show');
    expect(document.activeElement).toBe($('bet-option-blue-show'));
    expect(runShortcut({ kind: 'horse', index: 5 })).toBe(false);
  });

  it('presses the stake steps, the confirm button and How to play', () => {
    const pressed: string[] = [];
    document.addEventListener('click', (e) => pressed.push((e.target as HTMLElement).dataset.testid ?? ''));
    runShortcut({ kind: 'stake', step: 1 });
    runShortcut({ kind: 'stake', step: -1 });
    runShortcut({ kind: 'confirm' });
    runShortcut({ kind: 'help' });
    expect(pressed).toEqual(['stake-plus', 'stake-minus', 'bet-confirm', 'open-rules']);
    $('bet-confirm').setAttribute('disabled', '');
    expect(runShortcut({ kind: 'confirm' })).toBe(false);
  });

  it('leaves a dialog its own keys, but Space or Enter continue the payoff moment', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog" aria-modal="true" data-testid="payoff-moment"><button data-testid="payoff-continue">Go</button></div>',
    );
    const went = vi.fn();
    $('payoff-continue').addEventListener('click', went);
    expect(runShortcut({ kind: 'horse', index: 0 })).toBe(false);
    expect(runShortcut({ kind: 'continue' })).toBe(true);
    expect(went).toHaveBeenCalledOnce();
    $('payoff-moment').remove();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog" aria-modal="true" data-testid="hand-over"></div>',
    );
    expect(runShortcut({ kind: 'help' })).toBe(false);
    expect(runShortcut({ kind: 'confirm' })).toBe(false);
  });

  it('puts the focus on a new decision once, after a hand-over closes, never out of a box being typed in', () => {
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true" id="over"></div>');
    expect(focusNewDecision(document, null)).toBeNull();
    expect(document.activeElement).toBe(document.body);
    document.getElementById('over')!.remove();
    const panel = focusNewDecision(document, null);
    expect(panel).toBe(document.querySelector('.decision'));
    expect(document.activeElement).toBe($('bet-option-black-win'));
    // Already focused once: the player's own moves are left alone.
    $('stake').focus();
    expect(focusNewDecision(document, panel)).toBe(panel);
    expect(document.activeElement).toBe($('stake'));
    // A name typed elsewhere keeps its focus even when a new decision comes.
    document.body.insertAdjacentHTML('beforeend', '<input id="name" type="text">');
    document.getElementById('name')!.focus();
    expect(focusNewDecision(document, null)).toBeNull();
    expect(document.activeElement?.id).toBe('name');
  });
});
