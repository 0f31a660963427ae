/** The tutorial's coach marks (src-renderer/tutorial/), worded like the rules reference (docs/rules.md, en-rulebook). */
export default {
  open: 'Tutorial',
  count: 'Tutorial · {n} of {of}',
  next: 'Next',
  back: 'Back',
  skip: 'Skip tutorial',
  finish: 'Finish',
  startRace: 'Start the race',
  yourMove: 'Make this move on the table; the tutorial follows.',
  offer: {
    title: 'First time at the races?',
    body: 'Play a guided first round of the Family Game: a steward shows you the odds, the bets, the Action cards and the race as they come up. You can skip it at any time, and play it again from the Tutorial button.',
    start: 'Play the tutorial',
    decline: 'Not now',
  },
  welcome: {
    title: 'Welcome to Horseburg',
    body: 'This is a real Family Game against two easy bots, dealt the same way every time. You are a gambler: whoever has the most victory points (VP) after the last round wins. This first round shows you each part of the table as it comes up. Skipping leaves you a normal game to play on.',
  },
  odds: {
    title: 'The odds board',
    body: 'The blackboard puts the six horses on odds rows from 1:2 to 1:7. The horse on 1:2 is the favourite, the most likely to win; 1:7 is the outsider. The row also sets how far a horse runs: each movement card gives a number of squares per row. Today the favourite is {horse}, at {odds}.',
  },
  seat: {
    title: 'Your seat',
    body: 'This is you: {money} in money and {vp} VP (your VP token plus one for each stable you own). Your character owns the {stables} stable: when that horse finishes 1st, 2nd or 3rd you collect 600, 400 or 200, whoever bet on it.',
  },
  bets: {
    title: 'Bets and the minimum bet',
    body: 'Everyone must place a first bet. A Win bet wins if the horse finishes 1st and pays stake × N at odds 1:N, plus 3 VP. A Show bet wins if it finishes in the first 3 and pays 2 × stake, plus 1 VP. The stake goes to the bank at once. The minimum bet is 100 × your VP, never under 100: with {vp} VP, at least {min}. Each bet takes one of the horse’s bet tokens; when they are gone, nobody can bet on it this round.',
  },
  firstBet: {
    title: 'Your first bet',
    body: 'Place a {show} bet on {horse} ({odds}) at the minimum, {stake}: the favourite most often finishes in the first 3, so this small stake should come back doubled, with 1 VP. Choose {show} in the {horse} row, then press “{place}”.',
  },
  cards: {
    title: 'Action cards',
    body: 'You were dealt 2 Action cards: they are in your hand, at the right. Green cards help the horse they lie on, red cards harm it, grey ones depend on the card. Players take turns laying one card face down on any horse until every hand is empty: that is fixing the race. The cards are turned over when the race starts; a green and a red card with the same letter on one horse cancel each other.',
  },
  fix: {
    title: 'Fix the race',
    body: 'In your hand: {hand}. Put {card} on {horse}: {why} Select the card, then press {horse} below it.',
    helps: 'it helps its horse, and {horse} is the horse you bet on.',
    harms: 'it harms its horse, and {horse} is the strongest rival of your horse.',
    helpsCard: '{card} helps its horse',
    harmsCard: '{card} harms its horse',
  },
  secondBet: {
    title: 'Second bets',
    body: 'Your cards are down: you may bet again, or not. Second bets are optional, and the first player bets last. {advice}',
    win: 'Back {horse} ({odds}) to win at {stake}: your card helps it, and a Win bet pays stake × N and 3 VP.',
    pass: 'The bet tokens of {horse} are gone, and a bet on another horse would work against your own cards: press “{pass}” this time.',
  },
  race: {
    title: 'The race',
    body: 'First the face-down cards are turned over, lane by lane, and take effect. Then each turn a movement card moves every horse by its odds row, and two sprint dice each give a horse of their colour one more square. A horse that crosses the finish line (square 12) is ranked; the furthest beyond the line comes first. The speed buttons at the top set the pace.',
  },
  payoff: {
    title: 'Payoffs',
    body: 'What the race paid, player by player. A winning Win bet pays stake × N and 3 VP, a winning Show bet 2 × stake and 1 VP; a lost bet is only the stake already paid. Stable owners collect 600, 400 and 200 for 1st, 2nd and 3rd. Read your line, then press “{cont}”.',
  },
  newOdds: {
    title: 'The new odds',
    body: 'The odds have moved for the next round. Compare each horse’s place with its row (1:2 is the 1st row, 1:7 the 6th): a horse that finished higher than its row moves one row towards 1:2, one that finished lower moves one row towards 1:7, the others stay. The Action cards and bet tokens go back, and the first player passes to the left.',
  },
  end: {
    title: 'Over to you',
    body: 'That was a whole round. This game lasts {rounds} rounds, and whoever has the most VP at the end wins (on a tie, the most money). Each round brings 2 new Action cards. The rules are under “{rules}” at the top, every card under “{library}”. Play on!',
  },
};
