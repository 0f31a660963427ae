import { computed, type Ref } from 'vue';
import { useTranslate } from '../i18n/use-translate';
import type { PartyView, PlayerAction } from '../../src-shared/index';
import { refusalText, type Refusal } from '../game/refusal-text';
import { useGameStore, type PlayerView } from '../stores/game-store';

/**
 * A table's words for the engine's refusals: the players' names, why a move would be refused
 * (asked by the decision panel before it offers the move) and the refusal or error to show now.
 */
export function useTableWords(view: Ref<PlayerView | PartyView>) {
  const game = useGameStore();
  const t = useTranslate();
  const names = computed(() => view.value.players.map((p) => p.name));
  const word = (e: Refusal): string => refusalText(t, e, names.value, view.value.seat);
  const explain = (a: PlayerAction): string | null => {
    const e = game.explain(a);
    return e ? word(e) : null;
  };
  const problem = computed(() => (game.refusal ? word(game.refusal) : game.error));
  return { names, explain, problem };
}
