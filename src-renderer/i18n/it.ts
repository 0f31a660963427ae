import type en from './en'
import cardTexts from './card-texts-it'

/** Testi italiani; i nomi delle carte restano come stampati. */
const it: typeof en = {
  app: { language: 'Lingua' },
  mode: { family: 'Gioco base', board: 'Gioco completo' },
  color: { black: 'Nero', blue: 'Blu', green: 'Verde', red: 'Rosso', yellow: 'Giallo', white: 'Bianco' },
  phase: {
    deal: 'Distribuzione', purchase: 'Acquisti', lineup: 'Schieramento', firstBets: 'Prime scommesse', ericChange: 'Eric Change',
    fixing: 'Truccare la corsa', secondBets: 'Seconde scommesse', race: 'Corsa', auction: 'Aste', tieBreak: 'Spareggio', gameOver: 'Fine partita',
  },
  level: { random: 'Casuale', easy: 'Facile', normal: 'Normale', hard: 'Difficile' },
  speed: { slow: 'Lenta', normal: 'Normale', fast: 'Veloce', instant: 'Istantanea' },
  bet: {
    win: 'Vincente', show: 'Piazzato', stake: 'Puntata', less: '100 in meno', more: '100 in più', min: 'Min', max: 'Max',
    range: 'Da {min} a {max}, a passi di 100.', firstTitle: 'La tua prima scommessa', secondTitle: 'La tua seconda scommessa (facoltativa)',
    horse: 'Cavallo', odds: 'Quota', tokens: 'Segnalini rimasti', place: 'Scommetti', pass: 'Nessuna scommessa',
  },
  dir: { up: 'su di due righe', down: 'giù di due righe' },
  deck: { goal: 'Obiettivo', assistant: 'Aiutante', horse: 'Cavallo', action: 'Azione' },
  loan: { bank: 'prestito della banca', mob: 'prestito della mala' },
  item: { stable: 'la scuderia {horse}', goal: 'una carta Obiettivo (sceglie il venditore)' },
  fate: { active: 'in gioco', cancelled: 'annullata dalla sua opposta', discarded: 'scartata' },
  tint: { green: 'verde', red: 'rossa', grey: 'grigia' },
  cardKind: { action: 'carta Azione', assistant: 'carta Aiutante', horse: 'carta Cavallo', goal: 'carta Obiettivo' },
  card: { letter: 'lettera {letter}', goalName: 'Obiettivo: {goal}' },
  newGame: {
    title: 'Nuova partita', continue: 'Riprendi la partita salvata', mode: 'Modalità', name: 'Il tuo nome', defaultName: 'Giocatore',
    players: 'Giocatori', bots: 'Avversari (bot)', botName: 'Nome del bot {n}', botLevel: 'Livello del bot {n}',
    starred: 'Carte con stella (★) (gioco completo)', seed: 'Seme (facoltativo)', random: 'casuale', start: 'Inizia',
  },
  table: {
    round: 'Turno {round}/{rounds}', turn: 'Tocca a: {name}', speed: 'Velocità della corsa', skip: 'Salta la corsa', rules: 'Regole', leave: 'Nuova partita',
  },
  track: { title: 'Pista', start: 'Via', pawn: 'Cavallo {horse} sulla casella {square}', cardsOn: '{n} carte coperte su questo cavallo' },
  board: {
    title: 'Lavagna', odds: 'Quote e segnalini scuderia', ownedBy: 'Scuderia {horse}, di {owner}', unowned: 'Scuderia {horse}, senza proprietario',
    movement: 'Carta Movimento', dice: 'Dadi sprint', ranking: 'Classifica', lastRanking: 'Ultima corsa',
  },
  player: {
    panel: 'Giocatore {name}', firstPlayer: 'Primo giocatore', thinking: 'sta pensando…', turn: 'di turno', money: 'Denaro', vp: 'PV',
    hand: 'Carte in mano', goals: 'Carte Obiettivo', stables: 'Scuderie', loans: 'Prestiti', bets: 'Scommesse', played: '{n} carta/e giocata/e coperta/e',
    forfeited: 'fuori dal gioco',
  },
  mine: { title: 'Le tue carte', hand: 'La tua mano', goals: 'I tuoi obiettivi', played: 'Le tue carte coperte', tokens: 'Segnalini scommessa rimasti', empty: 'nessuna' },
  decision: {
    title: 'La tua decisione', over: 'La partita è finita.', racing: 'La corsa è in svolgimento…', dealing: 'Si pescano le carte…', waiting: 'In attesa di {name}…',
  },
  fix: { title: 'Trucca la corsa', help: 'Scegli una carta, poi il cavallo su cui metterla coperta (o trascina la carta su un cavallo).', hand: 'Le tue carte Azione', placeOn: 'Metti la carta su {horse}' },
  eric: { title: 'Eric Change: spostare una scuderia?', pass: 'Lascia le quote' },
  photo: { title: 'Fotofinish', help: 'Questi cavalli sono pari: come primo giocatore, ordinali (il primo in alto).', up: 'Sposta su {horse}', down: 'Sposta giù {horse}', confirm: 'Conferma l’ordine' },
  auction: {
    dutch: 'Asta olandese: vendi 1 PV', english: 'Asta inglese: compra 1 PV', dutchHelp: 'Accetta per vendere un segnalino PV alla banca a questo prezzo; ogni accettazione abbassa l’offerta successiva di 100.',
    englishHelp: 'Accetta per comprare un PV dalla banca a questo prezzo; ogni accettazione alza il prezzo successivo di 100.',
    price: 'Prezzo: {price}', leader: 'Ultima accettazione: {name} a {price}', accept: 'Accetta {price}', decline: 'Ritirati',
  },
  purchase: {
    title: 'Acquisti, fase {step} di 2', pass: 'Passa (prendi denaro)', actions: 'Carte Azione ({price})', deck: 'Carta {deck} ({price}; ne restano {left})',
    shuffle: 'Mescola prima il mazzo', loan: { bank: 'Prestito della banca (+2000)', mob: 'Prestito della mala (+4000)' }, stables: 'Compra una scuderia', offer: 'Compra da un giocatore',
    offerLine: '{item} da {seller} per {price}', offerSend: 'Fai l’offerta', clearance: 'Svendita alla banca', clearanceLine: '{item} per {value}', clearanceSend: 'Vendi',
  },
  keep: { title: 'Tieni una carta (le altre vanno in fondo al mazzo)' },
  answer: { title: 'Un’offerta per te', text: '{buyer} offre {price} per {item}.', accept: 'Accetta', refuse: 'Rifiuta' },
  swap: { title: 'Scambia la nuova carta con…' },
  lineup: { title: 'Schieramento di partenza', on: 'Scuderia', none: 'non schierato', confirm: 'Conferma lo schieramento' },
  report: {
    title: 'Resoconto della corsa', revealed: 'Carte rivelate prima della partenza', last: 'Vincite del turno {round}', nothing: 'Nessuna corsa ancora.',
    player: 'Giocatore', why: 'Dettagli',
  },
  payoff: {
    win: 'Vincente su {horse}: {stake}×{n} = {money} e {vp} PV', show: 'Piazzato su {horse}: 2×{stake} = {money} e {vp} PV',
    bettorMoney: '{money} per aver scommesso su {horse}', stablePrize: 'Scuderia {horse}: {money}', danielJackson: 'Daniel Jackson: {money}',
    horseCard: '{card}: {money}', paid: 'Deve {money} a {player}', defaulted: 'Non ha potuto pagare {money}: perde 2 PV',
  },
  auctionResult: {
    sold: '{player} vende 1 PV alla banca per {price}', noSeller: 'Asta olandese: nessuno vende un PV',
    bought: '{player} compra 1 PV dalla banca per {price}', noBuyer: 'Asta inglese: nessuno compra il PV',
  },
  log: {
    title: 'Registro', movement: 'Carta Movimento {card}: {values}', dice: 'Dadi sprint: {a} e {b}', tieBreak: 'Pareggio per la vittoria: {player} vince il sorteggio',
    dealtYou: 'Ricevi {card}', drewYou: 'Peschi {card}', bet: '{player} punta {stake} su {horse} ({kind})', pass: '{player} passa',
    passPurchase: '{player} passa e prende denaro', moveOdds: '{player} sposta {horse} {direction}', playCardOwn: '{player} mette {card} coperta su {horse}',
    playCard: '{player} mette una carta coperta su {horse}', photoOrder: '{player} ordina il fotofinish: {order}', buyActions: '{player} compra carte Azione',
    buyCard: '{player} compra dal mazzo {deck}', keep: '{player} tiene {card}', keepGoal: '{player} tiene una carta Obiettivo', keepAction: '{player} prende carte Azione',
    swap: '{player} scambia con {card} di {target}', buyStable: '{player} compra la scuderia {horse}', loan: '{player} prende un {kind}',
    offer: '{player} propone di comprare {item} da {seller}', accept: '{player} accetta l’offerta', refuse: '{player} rifiuta l’offerta',
    clearance: '{player} vende {item} alla banca', lineup: '{player} schiera {list}', placement: '{card} su {horse}', lineupNone: '{player} non schiera cavalli',
    bidYes: '{player} accetta {price}', bidNo: '{player} si ritira a {price}', ranking: 'Risultato della corsa: {ranking}',
    payoff: '{player}: {money} denaro, {vp} PV', payoffDefault: '{player} non può pagare: {money} denaro, {vp} PV',
    revealed: '{card} di {player} su {horse}: {fate}', phase: '— Turno {round}: {phase} —',
  },
  end: {
    title: 'Punteggi finali', winner: 'Vince {name}!', place: 'Posto', goals: 'Obiettivi rivelati', loans: 'Prestiti', defaulted: 'non ha potuto restituire: perde',
    repaid: 'restituito: {loans}', newGame: 'Nuova partita',
  },
  saves: {
    title: 'Partite salvate', open: 'Partite salvate', import: 'Importa un salvataggio…', back: 'Indietro', backToGame: 'Torna alla partita',
    loading: 'Lettura dei salvataggi…', none: 'Nessuna partita salvata.', unknownDate: 'data sconosciuta', score: '{name}: {vp} PV, {money}',
    current: 'partita in corso', damaged: 'Salvataggio danneggiato ({slot})', load: 'Carica', rename: 'Rinomina', export: 'Esporta…', delete: 'Elimina',
    newName: 'Nuovo nome del salvataggio', renameConfirm: 'Salva il nome', cancel: 'Annulla', confirmDelete: 'Eliminare definitivamente questo salvataggio?',
    deleteYes: 'Sì, elimina', renamed: 'Rinominata in «{name}».', deleted: 'Salvataggio eliminato.', exported: 'Esportata come {file}.',
    imported: 'Salvataggio importato.', rejected: 'Questo file non può essere importato: {problem}', noGame: 'Nessuna partita in corso da esportare.',
  },
  rules: {
    title: 'Regole in breve', close: 'Chiudi',
    lines: [
      'Corrono sei cavalli; ogni scuderia sta su una riga di quota da 1:2 (favorito) a 1:7.',
      'Le prime scommesse sono obbligatorie, in senso orario dal primo giocatore: Vincente paga puntata × N e 3 PV; Piazzato (primi 3) paga 2 × puntata e 1 PV.',
      'La puntata minima è 100 × i tuoi PV; serve un segnalino scommessa libero di quel colore.',
      'Truccare: a turno, metti le tue carte Azione coperte sui cavalli. Una verde e una rossa con la stessa lettera sullo stesso cavallo si annullano.',
      'Le seconde scommesse sono facoltative, in senso antiorario; il primo giocatore è l’ultimo.',
      'Corsa: ogni carta Movimento fa avanzare i cavalli secondo la quota; i due dadi sprint fanno avanzare di una casella i colori usciti. Oltre la casella 12 i cavalli sono classificati per il vantaggio.',
      'Vincite, poi nuove quote: un cavallo arrivato meglio della sua quota sale, peggio scende. I proprietari prendono 600/400/200.',
      'Gioco completo: due fasi di acquisto (carte, scuderie, prestiti, scambi), lo schieramento delle carte Cavallo e due aste di PV dopo ogni corsa. Obiettivi e prestiti contano alla fine.',
      'Vince chi ha più PV.',
    ],
  },
  ...cardTexts,
}
export default it
