import { PLACEMENT_FEATURES, placementFeatures } from '../../ai/opponent-model/placement-model';
import { colorIndex } from '../../src-shared/engine/core/colors';
import { actionDeck } from '../../src-shared/engine/cards/action-cards';
import { intArg, parse, required } from '../args';
import { BOTS } from '../bots';
import { UsageError, json, type CliResult } from '../cli-result';
import { fitConditionalLogit, type Choice } from '../conditional-logit';
import { playBotGame } from '../game-runner';

export const PLACEMENT_USAGE = 'hf placement --seed S [--games K] [--bot normal]';

export interface PlacementFit {
  bot: string;
  games: number;
  seed: string;
  /** Per Action card number: how many times it was played. */
  plays: number[];
  /** Per Action card number: the fitted weights of ai/opponent-model/placement-model.ts features (null: never played). */
  weights: (number[] | null)[];
}

/** Every Action card play of `bot` over Family Games of four copies of it, as choices among horses. */
export function placementChoices(bot: string, games: number, seed: string): Map<number, Choice[]> {
  const byCard = new Map<number, Choice[]>();
  for (let g = 0; g < games; g++) {
    playBotGame('family', [bot, bot, bot, bot], seed, g, (view, a) => {
      if (a.type !== 'playCard') return;
      const choice = { features: placementFeatures(view, a.seat, view.played.length), chosen: colorIndex(a.horse) };
      byCard.set(a.card, [...(byCard.get(a.card) ?? []), choice]);
    });
  }
  return byCard;
}

/**
 * Where a bot puts its Action cards, fitted per card: the data behind the opponent model of
 * ai/opponent-model/family-placement.ts (what a face-down card on a horse is likely to be).
 */
export function measurePlacement(bot: string, games: number, seed: string): PlacementFit {
  const byCard = placementChoices(bot, games, seed);
  const cards = Array.from({ length: 23 }, (_, c) => c);
  const round = (w: number[]): number[] => w.map((x) => Math.round(x * 1000) / 1000);
  return {
    bot,
    games,
    seed,
    plays: cards.map((c) => byCard.get(c)?.length ?? 0),
    weights: cards.map((c) =>
      actionDeck(false).includes(c) && byCard.has(c)
        ? round(fitConditionalLogit(byCard.get(c)!, PLACEMENT_FEATURES))
        : null,
    ),
  };
}

export function placement(argv: string[]): CliResult {
  const { values } = parse(argv, { seed: { type: 'string' }, games: { type: 'string' }, bot: { type: 'string' } });
  const bot = values.bot ?? 'normal';
  if (!(bot in BOTS)) throw new UsageError(`--bot: unknown bot "${bot}" (bots: ${Object.keys(BOTS).join(', ')}).`);
  const games = intArg('games', values.games ?? '150', 1, 100_000);
  return json(measurePlacement(bot, games, required('seed', values.seed)));
}
