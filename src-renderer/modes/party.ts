import {
  FAMILY_BOARD_SEATS,
  partyOf,
  RULESETS,
  type PartyAction,
  type PartyPhase,
  type Phase,
} from '../../src-shared/index';
import { describeParty } from '../game/party-log';
import type { MessageKey } from '../i18n/keys';
import { presentPartyStep } from '../stores/party-staging';
import type { ModeUi } from './mode-ui';

/**
 * Above this many seats the Party table packs its seats, payoffs and report densely: up to it,
 * they lay out as the Family and Board Games' full table does.
 */
export const PARTY_DENSE_ABOVE = FAMILY_BOARD_SEATS.max;

/** The Party Game names its own phases; a Family/Board phase (of a mismatched save) keeps its name. */
function phaseKey(phase: Phase | PartyPhase): MessageKey {
  return phase === 'bookmaker' || phase === 'betting' || phase === 'race' || phase === 'gameOver'
    ? `party.phase.${phase}`
    : `phase.${phase}`;
}

/**
 * The Party Game (docs/rules.md §11): no starred cards, its own settings, a public log (nothing is
 * hidden) and its own race staging.
 */
export const PARTY_UI: ModeUi = {
  mode: 'party',
  seats: RULESETS.party.seats,
  starred: false,
  boardParts: false,
  partySettings: true,
  phaseKey,
  finalKey: 'saves.finalMoney',
  options: (choice) => ({
    mode: 'party',
    players: choice.players,
    seed: choice.seed,
    ...(choice.party ? { partyOptions: choice.party } : {}),
  }),
  kept(_, state) {
    const s = partyOf(state);
    return { starred: false, ...(s ? { party: { races: s.races, startingMoney: s.startingMoney } } : {}) };
  },
  describe(before, action, after) {
    const [b, a] = [partyOf(before), partyOf(after)];
    return b && a ? describeParty(b, action as PartyAction, a) : [];
  },
  describeSeen(before, action, after) {
    const [b, a] = [partyOf(before), partyOf(after)];
    return b && a ? describeParty(b, action as PartyAction, a) : [];
  },
  logFor: (log) => log.slice(),
  present(stage, before, after, _r, ctx) {
    const a = partyOf(after);
    return a ? presentPartyStep(stage, before && partyOf(before), a, ctx) : Promise.resolve();
  },
};
