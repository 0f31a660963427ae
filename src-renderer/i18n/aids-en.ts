/** Player aids: what a bet pays, who bet on what, the minimum bet, the race forecast. */
export default {
  bet: {
    choose: 'Choose a horse and Win or Show.',
    paysWin: 'If {horse} wins: +{money} and +{vp} VP.',
    paysShow: 'If {horse} finishes in the first {places}: +{money} and +{vp} VP.',
    loses: 'Otherwise you lose your stake of {stake}.',
    showPlaces: 'Your Show bets win on the first {places} places.',
    boss: 'A Boss or Boss!!! card on the horse, revealed at the race, adds or takes 1 VP.',
    minimum: 'Minimum bet {min}: 100 × your VP ({vp}), never under 100.',
    placed: 'Bets placed',
    placedShort: 'Bets',
    placedBy: '{name}: {kind} {stake}',
    you: 'you',
  },
  purchase: {
    pass: 'Pass (+{bonus})',
    loanBank: 'Bank loan (+{amount}, repay {repay} at the end)',
    loanMob: 'Mob loan (+{amount}, repay {repay} at the end)',
    help: 'What each option does',
    passHelp: 'Take {bonus} from the bank and buy nothing this step.',
    actionsHelp:
      'Pay {price}: draw 2 Action cards (1 if only 1 is left) for your hand, to play on horses before the race.',
    deckHelp:
      'Pay {price}: draw 4 cards (or what is left) of that deck, keep 1; the others go under the deck. Each deck once per phase.',
    shuffleHelp:
      'Shuffle the deck first: the cards players put back under the deck are mixed in again, so you may draw them; without it you draw from the top.',
    stableHelp:
      'A stable with no owner: 2100 − 200 × its odds row. Its owner gets 600 / 400 / 200 when its horse finishes 1st / 2nd / 3rd, and 1 VP.',
    loanHelp:
      'Money now; at the end of the game the loan is repaid ({bank} for the bank loan, {mob} for the mob loan, discounts of your Assistants counted). A player who cannot repay loses. Each kind once per game.',
    offerHelp: 'Buy a Goal, Assistant, Horse or stable card from another player at twice its value, if they agree.',
    clearanceHelp: 'Sell one of your cards to the bank for half its value (rounded down to 100).',
  },
  forecast: {
    title: 'Forecast',
    win: 'Win',
    top3: 'Top 3',
    toggle: 'Race forecast',
    help: 'Chances from what you can see: your own cards and the revealed ones.',
    working: 'Computing…',
  },
  confirm: {
    toggle: 'Ask before selling a stable or staking more than half my money',
    short: 'Ask first',
    stake: 'Stake {stake}, more than half of your {money}?',
    sellStable: 'Sell {item} for {price}? You lose its VP and its prizes.',
    yes: 'Yes',
    no: 'Cancel',
  },
};
