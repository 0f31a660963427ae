import { COLORS } from './colors';
import { actionCard } from './cards/action-cards';
import type { CardEffect, RaceSymbol } from './cards/effects';
import { noMods, type HorseMods } from './race';
import type { CardFate, PlayedCard, RevealedCard } from './types';

/** A Horse card lined up on a stable (Board Game): its symbol yields to an Action card's. */
export interface LinedUpHorse {
  symbol: RaceSymbol;
  effects: readonly CardEffect[];
}

/** Everything the revealed cards do to one race. */
export interface RaceCards {
  mods: HorseMods[];
  revealed: RevealedCard[];
  /** Rows each stable moves now (Alfio −2, Steven +2), before clamping. */
  oddsShift: number[];
  /** Whether a surviving ODDS Action card overrules the horse's lined-up ODDS Horse card. */
  oddsOverruled: boolean[];
  /** Money to each player who bet on the horse, per card (Pecunia +400, Armand −400). */
  bettorMoney: number[][];
  /** Extra VP for successful bets on the horse (Boss ±1). */
  vpBonus: number[];
  /** Money the lined-up Horse card pays its owner (Biscuit De Mer, Bosson). */
  ownerMoney: number[];
}

/** Decides each played card's fate on its horse (RULES.md §5.1–5.2). */
export function cardFates(cards: readonly number[]): CardFate[] {
  const defs = cards.map(actionCard);
  const discard = new Set<string>();
  for (const d of defs) for (const e of d.effects) if (e.kind === 'discard') discard.add(e.colour);
  const fates: CardFate[] = defs.map((d) => (discard.has(d.colour) ? 'discarded' : 'active'));
  for (let i = 0; i < defs.length; i++) {
    if (fates[i] !== 'active' || defs[i].colour !== 'green') continue;
    const j = defs.findIndex((d, k) => fates[k] === 'active' && d.colour === 'red' && d.letter === defs[i].letter);
    if (j >= 0) fates[i] = fates[j] = 'cancelled';
  }
  return fates;
}

function applyEffect(e: CardEffect, h: number, rc: RaceCards): void {
  const m = rc.mods[h];
  switch (e.kind) {
    case 'startSet': m.startSet = e.value; break;
    case 'startAdd': m.startAdd += e.value; break;
    case 'sprintSet': m.sprintSet = e.value; break;
    case 'sprintAdd': m.sprintAdd += e.value; break;
    case 'noSprint': m.noSprint = true; break;
    case 'finishAdd': m.finishAdd += e.value; break;
    case 'finishStop': m.finishStop = true; break;
    case 'lastSet': m.lastSet = e.value; break;
    case 'firstSet': m.firstSet = e.value; break;
    case 'photo': m.photo += e.value; break;
    case 'odds': rc.oddsShift[h] += e.rows; break;
    case 'discard': break;
    case 'bettorMoney': rc.bettorMoney[h].push(e.value); break;
    case 'ownerMoney': rc.ownerMoney[h] += e.value; break;
    case 'vp': rc.vpBonus[h] += e.value; break;
  }
}

/** Resolves the face-down cards (and lined-up Horse cards) before the first movement card. */
export function resolveRaceCards(
  played: readonly PlayedCard[], lineup: readonly (LinedUpHorse | null)[] = [],
): RaceCards {
  const rc: RaceCards = {
    mods: COLORS.map(noMods), revealed: [], oddsShift: [0, 0, 0, 0, 0, 0],
    oddsOverruled: COLORS.map(() => false), bettorMoney: COLORS.map(() => []),
    vpBonus: [0, 0, 0, 0, 0, 0], ownerMoney: [0, 0, 0, 0, 0, 0],
  };
  COLORS.forEach((color, h) => {
    const mine = played.filter((p) => p.horse === color);
    const fates = cardFates(mine.map((p) => p.card));
    const symbols = new Set<RaceSymbol>();
    mine.forEach((p, i) => {
      rc.revealed.push({ ...p, fate: fates[i] });
      if (fates[i] !== 'active') return;
      const def = actionCard(p.card);
      symbols.add(def.symbol);
      for (const e of def.effects) applyEffect(e, h, rc);
    });
    const horse = lineup[h];
    if (horse && !symbols.has(horse.symbol)) {
      for (const e of horse.effects) {
        // The Horse card's odds change already happened at the lineup (RULES.md §4).
        if (e.kind !== 'odds') applyEffect(e, h, rc);
      }
    } else if (horse) {
      rc.oddsOverruled[h] = horse.symbol === 'ODDS';
      // Money effects never overrule each other.
      for (const e of horse.effects) if (e.kind === 'ownerMoney') applyEffect(e, h, rc);
    }
  });
  return rc;
}

