/** Aides au joueur (ticket 17). */
export default {
  bet: {
    choose: 'Choisissez un cheval, puis Gagnant ou Placé.',
    paysWin: 'Si {horse} gagne : +{money} et +{vp} PV.',
    paysShow: 'Si {horse} finit parmi les {places} premiers : +{money} et +{vp} PV.',
    loses: 'Sinon vous perdez votre mise de {stake}.',
    showPlaces: 'Vos paris Placé gagnent sur les {places} premières places.',
    boss: 'Une carte Boss ou Boss!!! sur ce cheval, révélée à la course, ajoute ou retire 1 PV.',
    minimum: 'Mise minimale {min} : 100 × vos PV ({vp}), jamais moins de 100.',
    placed: 'Paris posés',
    placedShort: 'Paris',
    placedBy: '{name} : {kind} {stake}',
    you: 'vous',
  },
  purchase: {
    pass: 'Passer (+{bonus})',
    loanBank: 'Prêt de la banque (+{amount}, rembourser {repay} à la fin)',
    loanMob: 'Prêt de la mafia (+{amount}, rembourser {repay} à la fin)',
    help: 'Ce que fait chaque option',
    passHelp: 'Prendre {bonus} à la banque et ne rien acheter à cette étape.',
    actionsHelp:
      'Payer {price} : piocher 2 cartes Action (1 s’il n’en reste qu’une) pour votre main, à jouer sur les chevaux avant la course.',
    deckHelp:
      'Payer {price} : piocher 4 cartes (ou ce qui reste) de ce paquet, en garder 1 ; les autres vont sous le paquet. Chaque paquet une fois par phase.',
    shuffleHelp:
      'Mélanger d’abord le paquet : les cartes remises sous le paquet par les joueurs y sont mêlées, vous pouvez donc les piocher ; sinon vous piochez sur le dessus.',
    stableHelp:
      'Une écurie sans propriétaire : 2100 − 200 × sa ligne de cote. Son propriétaire reçoit 600 / 400 / 200 quand son cheval finit 1er / 2e / 3e, et 1 PV.',
    loanHelp:
      'Des Dinars tout de suite ; à la fin de la partie le prêt est remboursé ({bank} pour la banque, {mob} pour la mafia, réductions de vos Assistants comprises). Qui ne peut rembourser perd. Chaque prêt une fois par partie.',
    offerHelp:
      'Acheter une carte Objectif, Assistant, Cheval ou Écurie à un autre joueur au double de sa valeur, s’il accepte.',
    clearanceHelp:
      'Vendre une de vos cartes à la banque pour la moitié de sa valeur (arrondie à la centaine inférieure).',
  },
  forecast: {
    title: 'Pronostic',
    win: 'Gagnant',
    top3: 'Top 3',
    toggle: 'Pronostic de course',
    help: 'Chances calculées d’après ce que vous voyez : vos cartes et celles révélées.',
    working: 'Calcul…',
  },
  confirm: {
    toggle: 'Demander avant de vendre une écurie ou de miser plus de la moitié de mes Dinars',
    short: 'Demander d’abord',
    stake: 'Miser {stake}, plus de la moitié de vos {money} ?',
    sellStable: 'Vendre {item} pour {price} ? Vous perdez son PV et ses prix.',
    yes: 'Oui',
    no: 'Annuler',
  },
};
