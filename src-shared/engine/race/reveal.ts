import { COLORS } from '../core/colors';
import { actionCard, type ActionCard } from '../cards/action-cards';
import type { CardEffect, RaceSymbol } from '../cards/effects';
import { noMods } from './race';
import type { CardFate, PlayedCard, RaceCards } from '../core/types';

/** A Horse card lined up on a stable (Board Game): its symbol yields to an Action card's. */
export interface LinedUpHorse {
  symbol: RaceSymbol;
  effects: readonly CardEffect[];
}

/** Decides each played card's fate on its horse (docs/rules.md §5.1–5.2). */
export function cardFates(cards: readonly number[]): CardFate[] {
  // Plain loops: this runs for every race a simulation plays.
  const n = cards.length;
  const defs = new Array<ActionCard>(n);
  let discardGreen = false,
    discardRed = false;
  for (let i = 0; i < n; i++) {
    const d = (defs[i] = actionCard(cards[i]));
    for (const e of d.effects) {
      if (e.kind !== 'discard') continue;
      if (e.colour === 'red') discardRed = true;
      else discardGreen = true;
    }
  }
  const fates = new Array<CardFate>(n);
  for (let i = 0; i < n; i++) {
    const c = defs[i].colour;
    fates[i] = (c === 'red' && discardRed) || (c === 'green' && discardGreen) ? 'discarded' : 'active';
  }
  for (let i = 0; i < n; i++) {
    if (fates[i] !== 'active' || defs[i].colour !== 'green') continue;
    for (let j = 0; j < n; j++) {
      if (fates[j] === 'active' && defs[j].colour === 'red' && defs[j].letter === defs[i].letter) {
        fates[i] = fates[j] = 'cancelled';
        break;
      }
    }
  }
  return fates;
}

function applyEffect(e: CardEffect, h: number, rc: RaceCards): void {
  const m = rc.mods[h];
  switch (e.kind) {
    case 'startSet':
      m.startSet = e.value;
      break;
    case 'startAdd':
      m.startAdd += e.value;
      break;
    case 'sprintSet':
      m.sprintSet = e.value;
      break;
    case 'sprintAdd':
      m.sprintAdd += e.value;
      break;
    case 'noSprint':
      m.noSprint = true;
      break;
    case 'finishAdd':
      m.finishAdd += e.value;
      break;
    case 'finishStop':
      m.finishStop = true;
      break;
    case 'lastSet':
      m.lastSet = e.value;
      break;
    case 'firstSet':
      m.firstSet = e.value;
      break;
    case 'photo':
      m.photo += e.value;
      break;
    case 'odds':
      rc.oddsShift[h] += e.rows;
      break;
    case 'discard':
      break;
    case 'bettorMoney':
      rc.bettorMoney[h].push(e.value);
      break;
    case 'ownerMoney':
      rc.ownerMoney[h] += e.value;
      break;
    case 'vp':
      rc.vpBonus[h] += e.value;
      break;
  }
}

/** Resolves the face-down cards (and lined-up Horse cards) before the first movement card. */
export function resolveRaceCards(
  played: readonly PlayedCard[],
  lineup: readonly (LinedUpHorse | null)[] = [],
): RaceCards {
  const rc: RaceCards = {
    mods: [noMods(), noMods(), noMods(), noMods(), noMods(), noMods()],
    revealed: [],
    oddsShift: [0, 0, 0, 0, 0, 0],
    oddsOverruled: [false, false, false, false, false, false],
    bettorMoney: [[], [], [], [], [], []],
    vpBonus: [0, 0, 0, 0, 0, 0],
    ownerMoney: [0, 0, 0, 0, 0, 0],
  };
  const mine: PlayedCard[] = [];
  const cards: number[] = [];
  for (let h = 0; h < COLORS.length; h++) {
    const color = COLORS[h];
    mine.length = 0;
    cards.length = 0;
    for (const p of played) {
      if (p.horse !== color) continue;
      mine.push(p);
      cards.push(p.card);
    }
    const horse = lineup[h];
    const fates = cardFates(cards);
    // Whether a surviving Action card carries the lined-up Horse card's symbol.
    let overruled = false;
    for (let i = 0; i < mine.length; i++) {
      const p = mine[i];
      // An object literal, not a spread: V8 copies spread objects slowly, and simulations do this per race.
      rc.revealed.push({ card: p.card, horse: p.horse, seat: p.seat, fate: fates[i] });
      if (fates[i] !== 'active') continue;
      const def = actionCard(p.card);
      if (horse && def.symbol === horse.symbol) overruled = true;
      for (const e of def.effects) applyEffect(e, h, rc);
    }
    if (horse && !overruled) {
      for (const e of horse.effects) {
        // The Horse card's odds change already happened at the lineup (docs/rules.md §4).
        if (e.kind !== 'odds') applyEffect(e, h, rc);
      }
    } else if (horse) {
      rc.oddsOverruled[h] = horse.symbol === 'ODDS';
      // Money effects never overrule each other.
      for (const e of horse.effects) if (e.kind === 'ownerMoney') applyEffect(e, h, rc);
    }
  }
  return rc;
}
