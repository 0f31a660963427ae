/** The rules reference for players (docs/rules.md, en-rulebook), section by section. */
export default {
  title: 'How to play',
  contents: 'Contents',
  close: 'Close',
  sections: [
    {
      title: 'The aim',
      paras: [
        'You are a gambler at the horse races. Whoever has the most victory points (VP) at the end of the last round wins.',
        'Your VP are your VP tokens plus one for each stable you own. Everyone starts with 1 VP token and the money and stable of their character.',
        'VP come from winning bets, owning stables and, in the Board Game, from Goal cards and auctions. Losing 2 VP is the penalty for a debt you cannot pay.',
      ],
    },
    {
      title: 'A round',
      paras: [
        'Family Game: each player gets 2 Action cards; first bets; Eric Change may move odds; fixing the race; second bets; the race; payoffs and new odds.',
        'Board Game: two purchase steps and the starting lineup come first; after the payoffs, two VP auctions. There is no deal: Action cards are bought.',
        'The number of rounds depends on the players: 6 with 2, 3 or 6 players, 4 with 4 players, 5 with 5 players.',
      ],
    },
    {
      title: 'Betting',
      paras: [
        'First bets are compulsory, clockwise from the first player. Second bets are optional, counter-clockwise, the first player last.',
        'A Win bet wins if the horse finishes 1st. A Show bet wins if it finishes in the first 3 (first 4 for Miss Paris).',
        'A bet needs a free bet token of that colour. You may have one Win and one Show bet on each horse. Bets and stakes are public; the stake is paid at once.',
        'Minimum bet: 100 × your VP, and never under 100. Stakes go up in steps of 100, up to your money. If you cannot cover the minimum first bet, you lose 2 VP and make no first bet.',
      ],
    },
    {
      title: 'Fixing the race',
      paras: [
        'Players lay their Action cards face down on horses, one at a time, clockwise, until every hand is empty.',
        'Before the race all cards are revealed. Fritz Finden discards the red cards of its horse, Rochelle Recherche the green ones; then a green and a red card with the same letter on one horse cancel each other. Alfio and Steven Sting move the odds two rows.',
      ],
    },
    {
      title: 'The race',
      paras: [
        'Each turn a movement card says how far the horses move by their odds row; then two sprint dice each let a horse of their colour move one more square.',
        'A horse that crosses the finish line (square 12) is ranked: the one furthest beyond the line first. In a tie (photo finish) the card effects decide, then the better odds.',
      ],
    },
    {
      title: 'Payoffs',
      paras: [
        'Win bet: stake × N (odds 1:N) and 3 VP.',
        'Show bet: 2 × stake and 1 VP.',
        'A lost bet: the stake is gone.',
        'Stable owners: 600, 400 or 200 when their horse finishes 1st, 2nd or 3rd.',
        'Boss and Boss!!! add or take 1 VP from the winning bets on their horse; Pecunia Non Olet pays 400 to everyone who bet on its horse, Armand Amende makes them pay 400.',
        'Then the odds change: a horse that finished better than its odds row moves towards 1:2, one that did worse towards 1:7.',
      ],
    },
    {
      title: 'Board Game purchases',
      paras: [
        'Two steps, one option each: Action cards (400 for 2), a Goal, Assistant or Horse card (400: draw 4, keep 1), a stable without an owner (2100 − 200 × its row), a loan, buying a card from another player at twice its value, a clearance sale to the bank at half its value, or pass and take 400.',
        'Bank loan: +2000, repay 2500 at the end. Mob loan: +4000, repay 5000. Some Assistants lower the repayment. Each loan once per game.',
        'Then each player may line up one Horse card on each stable they own.',
      ],
    },
    {
      title: 'Auctions (Board Game)',
      paras: [
        'Dutch auction: the bank buys 1 VP token. The offer starts at 1000 and drops by 100 after each acceptance; the last player to accept sells at their price.',
        'English auction: the bank sells 1 VP. The price starts at 1000 and rises by 100 after each acceptance; the last player to accept buys at their price.',
      ],
    },
    {
      title: 'End of the game',
      paras: [
        'Loans are repaid; a player who cannot repay loses.',
        'Goals (Board Game): for each kind of Goal card you hold, the sole best player scores 2 VP, tied best 1 VP.',
        'Most VP wins. Ties: in the Family Game the richer player wins, then chance decides; in the Board Game chance decides.',
      ],
    },
    {
      title: 'Keyboard',
      paras: [
        'Each new decision takes the keyboard focus (its first control), also after a hand-over: Tab moves on from there.',
        'Enter confirms the decision (places the bet, confirms the lineup). In the bet grid, 1 to 6 pick a horse in the grid’s order, W and S choose a Win or a Show bet, + and − raise or lower the stake by 100.',
        'Space continues after the race results. ? opens How to play. Settings lists these keys too.',
        'Shortcuts never act while you type in a box, such as the stake.',
      ],
    },
    {
      title: 'Replays',
      paras: [
        'Any saved or finished game can be watched again: Replay on its row in Saved games, on the final scores, or in your record. An imported save file is replayed the same way.',
        'Step back and forward by decision, by phase or by round, or drag the timeline. Play runs the game on at the chosen speed, races included. Keys: ← and → step by decision (with Shift, by phase), Page Up and Page Down by round, Home and End go to the start and the end, Space plays or pauses.',
        'While a game is unfinished its replay shows only what its player saw. Once it is over you may watch from any seat, and a switch shows every hidden card: hands, Goal cards and the cards laid face down.',
      ],
    },
    {
      title: 'Undo and Hint',
      paras: [
        'Undo (Ctrl+Z) takes back your last move when you play alone against bots, as long as nothing new has come out since: no card drawn or turned, no race started, no bot has answered your move. It never goes further, so it cannot be used to peek. It is not offered when several people share the screen.',
        'Hint asks the hard bot what it would do from your own view, and why: each bet’s chance to pay and its expected gain, what a card would do to a horse’s chances, what a purchase brings. The final scores and your record count the undos and hints a game used.',
      ],
    },
  ],
};
