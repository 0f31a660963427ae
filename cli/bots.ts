import { chooseAction, randomDecision, type BotLevel } from '../ai/index';
import { PERSONALITY_LEVELS, PERSONALITY_NAMES, type Personality } from '../ai/levels';
import { STRATEGY_NAMES, strategyAction } from '../ai/strategies/fixed-strategies';
import { familyBoardOf, type GameMode, type PartyView, type PlayerAction, type PlayerView } from '../src-shared/index';
import { cliMode } from './modes';

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
    const seen = familyBoardOf(view);
    if (!seen) throw new Error(`the ${name} strategy plays the Family and Board Games only`);
    return strategyAction(name, seen, Math.floor(random() * 4294967296));
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

/** The bots that play `mode`: every bot but the fixed strategies its registry entry leaves out. */
export function botsFor(mode: GameMode): string[] {
  const strategies = cliMode(mode).strategies;
  return Object.keys(BOTS).filter((b) => !STRATEGY_NAMES.includes(b) || strategies.includes(b));
}
