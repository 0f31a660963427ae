/**
 * The bots' tuned numbers that are the same at every level, each with why (ai/README.md lists
 * them with the level table of levels.ts, which holds what differs by level). Rules numbers are
 * never copied here: they come from the engine (src-shared/). Measured data kept beside the model
 * it belongs to: the card-reading priors USUAL_PLAY (opponent-model/opponent-model.ts) and the
 * placement model FAMILY_PLACEMENT (opponent-model/family-placement.ts) with its features.
 * This module imports nothing: every layer of ai/ may read it.
 */

/**
 * What one VP is worth in money (evaluation/utility.ts vpValue): VP decide the winner, money only
 * buys later VP, so a VP is worth more as the game goes on, and on the last round far more.
 */
export const VP_VALUE = {
  /** In the first round. */
  first: 700,
  /** Added by the second-to-last round, linearly. */
  rise: 1100,
  /** In the last round (money then only breaks ties). */
  last: 4000,
} as const;

/** Money kept above the loans and next round's minimum bet (evaluation/utility.ts reserve): a margin for missing it by a little. */
export const RESERVE_MARGIN = 200;

/** SD of one player's VP gain per round (evaluation/win-chance.ts); measured over 40 games of 4 normal bots: mean 1.5, SD 1.5. */
export const ROUND_VP_SD = 1.5;

/** Easy's noise (levels.ts `noise`) in money: besides its share of a value, up to this much at random. */
export const NOISE_MONEY = {
  /** On a bet's gain (policies/bet-policy.ts). */
  bet: 100,
  /** On a Board Game purchase's value (policies/board-policy.ts), either way. */
  purchase: 200,
} as const;

/**
 * Easy's rule-based card play and Eric Change (policies/race-policy.ts): how much each horse's
 * result means to a player, and how the rule weighs it.
 */
export const CARD_RULE = {
  /** A Win stake counts this many times over (it pays more than a Show). */
  winStakeWeight: 2,
  /** Per bet on the horse, on top of the stake (the VP it brings). */
  perBet: 500,
  /** Per stable owned (its prize). */
  perStable: 400,
  /** A helpful card also lifts the rivals' horses: their interest counts this much against it. */
  rivalsHelped: 0.5,
  /** Random money added to each horse's score, so easy varies its plays. */
  jitter: 200,
  /** Eric Change slows a horse by the others' interest less this many times the bot's own. */
  ownAtEric: 2,
} as const;

/** Board Game purchases, sales and auctions by rule (policies/board-policy.ts), in money. */
export const BOARD_RULE = {
  /** A stable's expected prize per race left by its odds row (1:2 … 1:7): favourites place more. */
  prizeByRow: [330, 280, 230, 190, 150, 120],
  /** A Goal card's VP are uncertain (a rival may still overtake): this share of their value. */
  goalShare: 0.6,
  /** An unknown Goal card held or offered: this share of a VP. */
  unknownGoalShare: 0.4,
  /** A Goal card drawn blind: this share of a VP, or `fullGoalHand` money once the bot holds `goalsEnough` (more seldom pay). */
  goalDrawShare: 0.45,
  fullGoalHand: 100,
  goalsEnough: 3,
  /** An Assistant drawn blind. */
  assistantDraw: 450,
  /** A Horse card drawn blind: `horseDraw` + `horseDrawPerRace` per race left with a stable, else `horseDrawNoStable`. */
  horseDraw: 250,
  horseDrawPerRace: 100,
  horseDrawNoStable: 150,
  /** Drawing a card is worth this much more (the bot keeps the best of the draw). */
  drawBonus: 200,
  /** A stable is bought only with this much to spare above the reserve, and is worth this much more (its prize races). */
  stableMargin: 100,
  stableBonus: 400,
  /** A bank loan only to escape the 2-VP penalty, with at least `loanRacesLeft` races to repay it: its value then, and a clearance sale's. */
  loanRacesLeft: 2,
  loanValue: 5000,
  clearanceValue: 3000,
  /** Keeping a drawn Goal card: money per VP it should bring (only the order of the cards matters). */
  keepGoalPerVp: 1000,
  /** A sale must beat the item's worth by this much (a Goal card's, or any item but a stable). */
  saleMargin: 200,
  /** Dutch auction: sell a VP token only at this many times its value, keeping `keepVpTokens` of them. */
  sellVpAt: 1.2,
  keepVpTokens: 1,
} as const;

/** Rough money values of the Board Game's Assistant and Horse cards (policies/card-values.ts). */
export const CARD_VALUES = {
  /** Free Goal, Assistant or Horse cards: per race left. */
  freeCardsPerRace: 150,
  /** A cheaper stable: per race left. */
  stableDiscountPerRace: 250,
  /** A loan discount the bot has no loan for: a token. */
  unusedLoanDiscount: 50,
  /** A bonus on passing: per race left. */
  passBonusPerRace: 200,
  /** A card that counts double for a goal. */
  countsDouble: 350,
  /** A Horse card: `horse` + `horseRacingPerRace` per race left when the bot has a stable to race it in. */
  horse: 200,
  horseRacingPerRace: 120,
  /** A Horse card that pays its owner at every payoff: per race left, with a stable. */
  ownerMoneyPerRace: 500,
  /** A Horse card that counts double for a goal. */
  horseCountsDouble: 300,
  /** A goal's standing: tied for best, or behind (divided by the players ahead). */
  goalTied: 0.6,
  goalBehind: 0.3,
} as const;

/** Races run on each sampled table for the race forecast shown to a person (search/forecast.ts). */
export const FORECAST_RACES_PER_TABLE = 40;

/** The Party Game's bots (policies/party/). */
export const PARTY = {
  /** Spread of one race's result as a share of a player's money (a Win of 20% and a Show of 20% give about 0.49). */
  raceVolatility: 0.5,
  /** The least spread read from a player's last bets. */
  minVolatility: 0.1,
  /** Hard: shares of its money tried as stakes (0 = the minimum, 100). */
  hardStakeShares: [0, 0.1, 0.2, 0.35, 0.5, 0.75, 1],
  /** Easy: a random share of its money on each bet, from `easyShare` to `easyShare + easySpread`. */
  easyShare: 0.05,
  easySpread: 0.2,
  /** Normal, behind: these shares of its money on its Win and Show bets (it must catch up). */
  normalBehindWin: 0.2,
  normalBehindShow: 0.15,
  /** Normal, ahead: these shares (little on the rival's horses, which pay both). */
  normalAheadWin: 0.08,
  normalAheadShow: 0.1,
} as const;
