/** Player aids (issue 17): what a bet pays, who bet on what, the minimum bet, the race forecast. */
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
    placedBy: '{name}: {kind} {stake}',
    you: 'you',
  },
  forecast: {
    title: 'Forecast',
    win: 'Win',
    top3: 'Top 3',
    toggle: 'Race forecast',
    help: 'Chances from what you can see: your own cards and the revealed ones.',
    working: 'Computing…',
  },
};
