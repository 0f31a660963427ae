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
    placedBy: '{name} : {kind} {stake}',
    you: 'vous',
  },
  forecast: {
    title: 'Pronostic',
    win: 'Gagnant',
    top3: '3 premiers',
    toggle: 'Pronostic de course',
    help: 'Chances calculées d’après ce que vous voyez : vos cartes et celles révélées.',
    working: 'Calcul…',
  },
};
