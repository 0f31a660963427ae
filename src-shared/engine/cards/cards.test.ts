import { describe, expect, it } from 'vitest';
import { ACTION_CARDS, actionCard } from './action-cards';
import { ASSISTANT_CARDS } from './assistant-cards';
import { cardKind } from './card-kind';
import { CHARACTERS } from './characters';

describe('card data', () => {
  it('numbers every card of each deck as printed: Action 1–22, Assistant 23–35, Horse 36–45, Goal 46–59 (docs/rules.md §1)', () => {
    const kinds = Array.from({ length: 59 }, (_, i) => cardKind(i + 1));
    expect(kinds.filter((k) => k === 'action')).toHaveLength(22);
    expect(kinds.slice(22, 35).every((k) => k === 'assistant')).toBe(true);
    expect(kinds.slice(35, 45).every((k) => k === 'horse')).toBe(true);
    expect(kinds.slice(45).every((k) => k === 'goal')).toBe(true);
    expect(() => cardKind(0)).toThrow();
    expect(() => cardKind(60)).toThrow();
  });

  it('leans green cards helpful and red ones harmful, grey ones by their effect (docs/rules.md §1 Action cards)', () => {
    for (const c of ACTION_CARDS)
      if (c.colour !== 'grey') expect(c.lean).toBe(c.colour === 'green' ? 'helpful' : 'harmful');
    // Alfio (odds up), Fritz (discards red), Pecunia (+400), Boss (+1 VP) help; their opposites harm.
    expect([15, 16, 17, 18].map((n) => actionCard(n).lean)).toEqual(['helpful', 'helpful', 'helpful', 'helpful']);
    expect([19, 20, 21, 22].map((n) => actionCard(n).lean)).toEqual(['harmful', 'harmful', 'harmful', 'harmful']);
  });

  it('prints each amount of an Assistant or Character power in its text (en-rulebook "Assistant cards", "Character cards")', () => {
    for (const c of ASSISTANT_CARDS) if (c.amount !== null) expect(c.text).toContain(String(c.amount));
    expect(ASSISTANT_CARDS.map((c) => c.amount)).toEqual([
      0,
      0,
      0,
      600,
      4000,
      1500,
      800,
      null,
      200,
      200,
      300,
      null,
      800,
    ]);
    const amounts = Object.fromEntries(CHARACTERS.filter((c) => c.amount !== null).map((c) => [c.id, c.amount]));
    expect(amounts).toEqual({ 'eric-change': 2, 'miss-paris': 4, 'otto-von-alt': 0 });
  });
});
