/** Aiuti al giocatore (issue 17). */
export default {
  bet: {
    choose: 'Scegli un cavallo, poi Vincente o Piazzato.',
    paysWin: 'Se {horse} vince: +{money} e +{vp} PV.',
    paysShow: 'Se {horse} arriva tra i primi {places}: +{money} e +{vp} PV.',
    loses: 'Altrimenti perdi la puntata di {stake}.',
    showPlaces: 'Le tue scommesse Piazzato vincono nei primi {places} posti.',
    boss: 'Una carta Boss o Boss!!! sul cavallo, rivelata alla corsa, aggiunge o toglie 1 PV.',
    minimum: 'Puntata minima {min}: 100 × i tuoi PV ({vp}), mai meno di 100.',
    placed: 'Scommesse piazzate',
    placedBy: '{name}: {kind} {stake}',
    you: 'tu',
  },
  forecast: {
    title: 'Pronostico',
    win: 'Vince',
    top3: 'Primi 3',
    toggle: 'Pronostico della corsa',
    help: 'Probabilità da ciò che vedi: le tue carte e quelle rivelate.',
    working: 'Calcolo…',
  },
};
