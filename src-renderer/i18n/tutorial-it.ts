/** I fumetti del tutorial (src-renderer/tutorial/), con le parole del regolamento (it-rulebook). */
export default {
  open: 'Tutorial',
  count: 'Tutorial · {n} di {of}',
  next: 'Avanti',
  back: 'Indietro',
  skip: 'Salta il tutorial',
  finish: 'Fine',
  startRace: 'Via alla corsa',
  yourMove: 'Fai questa mossa sul tavolo; il tutorial ti segue.',
  offer: {
    title: 'Prima volta alle corse?',
    body: 'Gioca un primo turno guidato del gioco base: un commissario ti mostra le quote, le scommesse, le carte Azione e la corsa man mano che arrivano. Puoi saltarlo in ogni momento e rigiocarlo con il pulsante Tutorial.',
    start: 'Gioca il tutorial',
    decline: 'Non ora',
  },
  welcome: {
    title: 'Benvenuto a Horseburg',
    body: 'Questa è una vera partita del gioco base contro due bot facili, distribuita ogni volta allo stesso modo. Sei uno scommettitore: vince chi ha più punti vittoria (PV) dopo l’ultimo turno. Questo primo turno ti mostra ogni parte del tavolo quando entra in gioco. Se salti il tutorial, la partita continua normalmente.',
  },
  odds: {
    title: 'Il tabellone delle quote',
    body: 'La lavagna mette i sei cavalli su righe di quota da 1:2 a 1:7. Il cavallo a 1:2 è il favorito, il più probabile vincitore; a 1:7 c’è l’outsider. La riga decide anche quanto corre un cavallo: ogni carta Movimento dà un numero di caselle per riga. Oggi il favorito è {horse}, a {odds}.',
  },
  seat: {
    title: 'Il tuo posto',
    body: 'Questo sei tu: {money} Danari e {vp} PV (il tuo segnalino PV più uno per ogni scuderia che possiedi). Il tuo personaggio possiede la scuderia {stables}: quando quel cavallo arriva 1°, 2° o 3° incassi 600, 400 o 200, chiunque abbia scommesso su di lui.',
  },
  bets: {
    title: 'Le scommesse e la puntata minima',
    body: 'Tutti devono fare una prima scommessa. Una scommessa Vincente vince se il cavallo arriva 1° e paga puntata × N alla quota 1:N, più 3 PV. Una scommessa Piazzato vince se arriva tra i primi 3 e paga 2 × la puntata, più 1 PV. La puntata va subito alla banca. La puntata minima è 100 × i tuoi PV, mai meno di 100: con {vp} PV, almeno {min}. Ogni scommessa prende un segnalino scommessa del cavallo; finiti quelli, nessuno può più scommettere su di lui in questo turno.',
  },
  firstBet: {
    title: 'La tua prima scommessa',
    body: 'Scommetti {show} su {horse} ({odds}) con la puntata minima, {stake}: il favorito arriva spesso tra i primi 3, quindi questa piccola puntata dovrebbe tornare raddoppiata, con 1 PV. Scegli {show} nella riga {horse}, poi premi «{place}».',
  },
  cards: {
    title: 'Le carte Azione',
    body: 'Hai ricevuto 2 carte Azione: sono nella tua mano, a destra. Le carte verdi aiutano il cavallo su cui sono posate, le rosse lo ostacolano, le grigie dipendono dalla carta. A turno ognuno posa una carta coperta su un cavallo finché le mani sono vuote: è la combine. Le carte si scoprono alla partenza; una verde e una rossa con la stessa lettera sullo stesso cavallo si annullano.',
  },
  fix: {
    title: 'Trucca la corsa',
    body: 'Nella tua mano: {hand}. Metti {card} su {horse}: {why} Scegli la carta, poi premi {horse} qui sotto.',
    helps: 'aiuta il suo cavallo, e {horse} è il cavallo su cui hai scommesso.',
    harms: 'ostacola il suo cavallo, e {horse} è il rivale più forte del tuo cavallo.',
    helpsCard: '{card} aiuta il suo cavallo',
    harmsCard: '{card} ostacola il suo cavallo',
  },
  secondBet: {
    title: 'Le seconde scommesse',
    body: 'Le tue carte sono giù: puoi scommettere ancora, oppure no. Le seconde scommesse sono facoltative, e il primo giocatore scommette per ultimo. {advice}',
    win: 'Punta {horse} ({odds}) Vincente a {stake}: la tua carta lo aiuta, e una Vincente paga puntata × N e 3 PV.',
    pass: 'I segnalini scommessa di {horse} sono finiti, e scommettere su un altro cavallo andrebbe contro le tue carte: questa volta premi «{pass}».',
  },
  race: {
    title: 'La corsa',
    body: 'Prima le carte coperte si scoprono, corsia per corsia, e fanno effetto. Poi a ogni turno una carta Movimento fa avanzare ogni cavallo secondo la sua riga di quota, e due dadi sprint danno ciascuno una casella in più a un cavallo del loro colore. Un cavallo che taglia il traguardo (casella 12) è classificato; chi è andato più oltre arriva prima. I pulsanti di velocità in alto regolano il ritmo.',
  },
  payoff: {
    title: 'I pagamenti',
    body: 'Quanto ha reso la corsa, giocatore per giocatore. Una Vincente vinta paga puntata × N e 3 PV, una Piazzato vinta 2 × la puntata e 1 PV; una scommessa persa è solo la puntata già pagata. I proprietari di scuderia incassano 600, 400 e 200 per il 1°, 2° e 3° posto. Leggi la tua riga, poi premi «{cont}».',
  },
  newOdds: {
    title: 'Le nuove quote',
    body: 'Le quote si sono mosse per il prossimo turno. Confronta il piazzamento di ogni cavallo con la sua riga (1:2 è la prima riga, 1:7 la sesta): un cavallo arrivato meglio della sua riga sale di una riga verso 1:2, uno arrivato peggio scende di una riga verso 1:7, gli altri restano. Le carte Azione e i segnalini scommessa tornano, e il primo giocatore passa a sinistra.',
  },
  end: {
    title: 'Tocca a te',
    body: 'Ecco un turno completo. Questa partita dura {rounds} turni, e vince chi ha più PV alla fine (in caso di parità, chi ha più Danari). Ogni turno porta 2 nuove carte Azione. Le regole sono sotto «{rules}» in alto, tutte le carte sotto «{library}». Buon divertimento!',
  },
};
