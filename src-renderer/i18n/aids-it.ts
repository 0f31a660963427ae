/** Aiuti al giocatore. */
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
    placedShort: 'Puntate',
    placedBy: '{name}: {kind} {stake}',
    you: 'tu',
  },
  purchase: {
    pass: 'Passa (+{bonus})',
    loanBank: 'Prestito della banca (+{amount}, restituire {repay} alla fine)',
    loanMob: 'Prestito della mala (+{amount}, restituire {repay} alla fine)',
    help: 'Cosa fa ogni opzione',
    passHelp: 'Prendi {bonus} dalla banca e non compri nulla in questo turno.',
    actionsHelp:
      'Paga {price}: pesca 2 carte Azione (1 se ne resta una) per la tua mano, da giocare sui cavalli prima della corsa.',
    deckHelp:
      'Paga {price}: pesca 4 carte (o quelle rimaste) di quel mazzo, tienine 1; le altre vanno sotto il mazzo. Ogni mazzo una volta per fase.',
    shuffleHelp:
      'Mescola prima il mazzo: le carte rimesse sotto il mazzo dai giocatori vi vengono rimescolate, quindi puoi pescarle; altrimenti peschi dalla cima.',
    stableHelp:
      'Una scuderia senza proprietario: 2100 − 200 × la sua riga di quota. Il proprietario riceve 600 / 400 / 200 quando il suo cavallo arriva 1º / 2º / 3º, e 1 PV.',
    loanHelp:
      'Danari subito; a fine partita il prestito si restituisce ({bank} per la banca, {mob} per la mala, sconti dei tuoi Aiutanti compresi). Chi non può restituire perde. Ogni prestito una volta per partita.',
    offerHelp:
      'Compra una carta Obiettivo, Aiutante, Cavallo o Scuderia da un altro giocatore al doppio del suo valore, se accetta.',
    clearanceHelp: 'Vendi una tua carta alla banca per metà del suo valore (arrotondata al centinaio inferiore).',
  },
  forecast: {
    title: 'Pronostico',
    win: 'Vince',
    top3: 'Primi 3',
    toggle: 'Pronostico della corsa',
    help: 'Probabilità da ciò che vedi: le tue carte e quelle rivelate.',
    working: 'Calcolo…',
  },
  confirm: {
    toggle: 'Chiedi prima di vendere una scuderia o puntare più di metà dei miei Danari',
    short: 'Chiedi prima',
    stake: 'Puntare {stake}, più di metà dei tuoi {money}?',
    sellStable: 'Vendere {item} per {price}? Perdi il suo PV e i suoi premi.',
    yes: 'Sì',
    no: 'Annulla',
  },
};
