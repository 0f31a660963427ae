import type { EngineError } from '../../src-shared/index';
import { colorParam, itemParam, messageText, type MessageParam, type Translate } from './message-text';
import type { Message } from './payoff-text';
import type { SubKey } from '../i18n/keys';

/** Why a move was refused: the engine's reason, or this game being played in another tab now. */
export type Refusal = EngineError | { code: 'GAME_ELSEWHERE'; params: Record<string, never> };

/**
 * Why the engine refused a move, as a message for the player (docs/rules.md §3–§8). The engine gives
 * a code and its values; this picks the words. `names` are the players' names by seat, `me` the
 * seat that tried the move. Steps a player never sends (chance outcomes) get one plain message.
 */
export function refusalMessage(e: Refusal, names: readonly string[], me: number): Message {
  const name = (seat: number): MessageParam => names[seat] ?? '?';
  const m = (key: SubKey<'refusal'>, params: Record<string, MessageParam> = {}): Message => ({
    key: `refusal.${key}`,
    params,
  });
  switch (e.code) {
    case 'BAD_ACTION':
      // An empty or unreadable stake box is the one malformed move a player can type.
      return e.params.field.startsWith('stake') ? m('enterStake') : m('badAction');
    case 'BAD_OPTIONS':
      if (e.params.field === 'starred') return m('optionsStarred');
      return e.params.field.startsWith('players') ? m('optionsPlayers') : m('badOptions');
    case 'GAME_OVER':
      return m('gameOver');
    case 'GAME_ELSEWHERE':
      return m('gameElsewhere');
    case 'WAITING_FOR_CHANCE':
      return m('waitingForChance');
    case 'NOT_YOUR_TURN':
      return m('notYourTurn', { player: name(e.params.seat) });
    case 'WRONG_PHASE':
      return m('wrongPhase');
    case 'NOT_CHANCE':
    case 'WRONG_CHANCE':
    case 'BAD_OUTCOME':
    case 'NOT_SEEDED':
      return m('badChance');
    case 'NO_TOKEN':
      return m('noToken', { horse: colorParam(e.params.horse) });
    case 'DUPLICATE_BET':
      return e.params.horse
        ? m('duplicateBet', { kind: { t: `bet.${e.params.kind}` }, horse: colorParam(e.params.horse) })
        : m('duplicateBetRace', { kind: { t: `bet.${e.params.kind}` } });
    case 'BAD_STAKE':
      return m('badStake', { min: e.params.min });
    case 'STAKE_KEEPS_RESERVE':
      return m('stakeKeepsReserve', { max: e.params.max });
    case 'NOT_ENOUGH_MONEY':
      return m('notEnoughMoney', { price: e.params.price, money: e.params.money });
    case 'NOT_IN_HAND':
      return m('notInHand', { card: { card: e.params.card } });
    case 'ODDS_AT_LIMIT':
      return m(e.params.direction === 'up' ? 'oddsAtTop' : 'oddsAtBottom', { horse: colorParam(e.params.horse) });
    case 'BAD_ORDER':
      return m('badOrder', { horses: e.params.tied.map(colorParam) });
    case 'ONCE_PER_PHASE':
      return m('oncePerPhase', { option: { t: `refusal.option.${e.params.option}` } });
    case 'DECK_EMPTY':
      return m('deckEmpty', { deck: { t: `deck.${e.params.deck}` } });
    case 'STABLE_OWNED':
      return m('stableOwned', { horse: colorParam(e.params.horse) });
    case 'LOAN_TAKEN':
      return m('loanTaken', { loan: { t: `loan.${e.params.loan}` } });
    case 'NO_LOAN_CARDS':
      return m('noLoanCards');
    case 'NOT_DRAWN':
      return m('notDrawn', { card: { card: e.params.card } });
    case 'NO_SUCH_SELLER':
      return m('noSuchSeller');
    case 'OFFER_REFUSED':
      return m('offerRefused');
    case 'NOT_OWNED': {
      const item: MessageParam = e.params.item.kind === 'goal' ? { t: 'refusal.anyGoal' } : itemParam(e.params.item);
      return e.params.seat === me ? m('notOwnedByYou', { item }) : m('notOwned', { player: name(e.params.seat), item });
    }
    case 'GOAL_UNASKED':
      return m('goalUnasked');
    case 'GOAL_NEEDED':
      return m('goalNeeded');
    case 'NO_SWAP_CARD':
      return m('noSwapCard', { player: name(e.params.target), card: { card: e.params.card } });
    case 'CARD_PLACED_TWICE':
      return m('cardPlacedTwice', { card: { card: e.params.card } });
    case 'STABLE_TAKEN':
      return m('stableTaken', { horse: colorParam(e.params.horse) });
  }
}

/** The refusal in the current language. */
export function refusalText(t: Translate, e: Refusal, names: readonly string[], me: number): string {
  const m = refusalMessage(e, names, me);
  return messageText(t, m.key, m.params);
}
