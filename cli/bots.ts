import { chooseAction, randomDecision, type BotLevel } from '../ai/index';
import { PERSONALITY_LEVELS, PERSONALITY_NAMES, type Personality } from '../ai/levels';
import { STRATEGY_NAMES, strategyAction } from '../ai/strategies/fixed-strategies';
import type { PartyView, PlayerAction, PlayerView } from '../src-shared/index';

/** A bot for one seat of one game: sees only its player view. */
export type Agent = (view: PlayerView | PartyView) => PlayerAction;

/** Makes a bot from its own seeded uniform [0, 1) generator. */
export type BotFactory = (random: () => number) => Agent;

/** A level bot: each decision gets a seed from the seat's own generator; no time cap, so games replay exactly. */
function levelBot(level: BotLevel, personality?: Personality): BotFactory {
  return (random) => (view) => chooseAction(view, level, Math.floor(random() * 4294967296), { personality });
}

/** Each level's personalities, as `normal-bold` and the like. */
const PERSONALITY_BOTS = PERSONALITY_LEVELS.flatMap((level) =>
  PERSONALITY_NAMES.map((p) => [`${level}-${p}`, levelBot(level, p)] as const),
);

/** A fixed strategy (ai/strategies/): Family and Board Games only. */
function strategyBot(name: string): BotFactory {
  return (random) => (view) => {
    if (view.mode === 'party') throw new Error(`the ${name} strategy plays the Family and Board Games only`);
    return strategyAction(name, view, Math.floor(random() * 4294967296));
  };
}

/** Bots by name, as `hf play --bots` takes them. */
export const BOTS: Readonly<Record<string, BotFactory>> = {
  random: (random) => (view) => randomDecision(view, random),
  easy: levelBot('easy'),
  normal: levelBot('normal'),
  hard: levelBot('hard'),
  ...Object.fromEntries(PERSONALITY_BOTS),
  ...Object.fromEntries(STRATEGY_NAMES.map((name) => [name, strategyBot(name)])),
};
