/** Il regolamento per i giocatori (docs/rules.md, regolamento), sezione per sezione. */
export default {
  title: 'Come si gioca',
  contents: 'Indice',
  close: 'Chiudi',
  sections: [
    {
      title: 'Lo scopo',
      paras: [
        'Sei uno scommettitore alle corse dei cavalli. Vince chi ha più punti vittoria (PV) alla fine dell’ultimo turno.',
        'I tuoi PV sono i tuoi segnalini PV più uno per ogni scuderia che possiedi. Tutti iniziano con 1 segnalino PV, i Danari e la scuderia del proprio personaggio.',
        'I PV vengono dalle scommesse vinte, dalle scuderie e, nel gioco completo, dalle carte Obiettivo e dalle aste. Un debito che non puoi pagare costa 2 PV.',
      ],
    },
    {
      title: 'Un turno',
      paras: [
        'Gioco base: 2 carte Azione a testa; prime scommesse; Eric Change può spostare una quota; la combine; seconde scommesse; la corsa; pagamenti e nuove quote.',
        'Gioco completo: prima due fasi di acquisto e lo schieramento; dopo i pagamenti, due aste di PV. Niente distribuzione: le carte Azione si comprano.',
        'Numero di turni secondo i giocatori: 6 con 2, 3 o 6 giocatori, 4 con 4 giocatori, 5 con 5 giocatori.',
      ],
    },
    {
      title: 'Le scommesse',
      paras: [
        'Le prime scommesse sono obbligatorie, in senso orario dal primo giocatore. Le seconde sono facoltative, in senso antiorario, il primo giocatore per ultimo.',
        'Una scommessa Vincente vince se il cavallo arriva 1º. Una scommessa Piazzato vince se arriva tra i primi 3 (4 per Miss Paris).',
        'Serve un segnalino scommessa libero di quel colore. Al massimo una Vincente e una Piazzato per cavallo. Scommesse e puntate sono pubbliche; la puntata si paga subito.',
        'Puntata minima: 100 × i tuoi PV, mai meno di 100. Le puntate vanno a passi di 100, fino ai tuoi Danari. Chi non può coprire la puntata minima della prima scommessa perde 2 PV e non scommette.',
      ],
    },
    {
      title: 'La combine',
      paras: [
        'I giocatori posano le carte Azione coperte sui cavalli, una alla volta, in senso orario, finché le mani sono vuote.',
        'Prima della corsa tutte le carte si scoprono. Fritz Finden scarta le carte rosse del suo cavallo, Rochelle Recherche le verdi; poi una carta verde e una rossa con la stessa lettera sullo stesso cavallo si annullano. Alfio e Steven Sting spostano la quota di due righe.',
      ],
    },
    {
      title: 'La corsa',
      paras: [
        'A ogni turno una carta Movimento dice di quanto avanzano i cavalli secondo la loro riga di quota; poi due dadi sprint fanno avanzare di una casella un cavallo del loro colore.',
        'Un cavallo che taglia il traguardo (casella 12) è classificato: prima chi è andato più oltre. In caso di parità (fotofinish) decidono le carte, poi la quota migliore.',
      ],
    },
    {
      title: 'I pagamenti',
      paras: [
        'Scommessa Vincente: puntata × N (quota 1:N) e 3 PV.',
        'Scommessa Piazzato: 2 × puntata e 1 PV.',
        'Scommessa persa: la puntata è persa.',
        'Proprietari di scuderia: 600, 400 o 200 quando il loro cavallo arriva 1º, 2º o 3º.',
        'Boss e Boss!!! aggiungono o tolgono 1 PV alle scommesse vinte sul loro cavallo; Pecunia Non Olet paga 400 a chi ha scommesso sul suo cavallo, Armand Amende fa pagare loro 400.',
        'Poi le quote cambiano: un cavallo arrivato meglio della sua riga sale verso 1:2, uno arrivato peggio scende verso 1:7.',
      ],
    },
    {
      title: 'Gli acquisti (gioco completo)',
      paras: [
        'Due fasi, un’opzione ciascuna: carte Azione (400 per 2), una carta Obiettivo, Aiutante o Cavallo (400: pescane 4, tienine 1), una scuderia senza proprietario (2100 − 200 × la sua riga), un prestito, comprare una carta da un altro giocatore al doppio del valore, una svendita alla banca a metà del valore, o passare e prendere 400.',
        'Prestito della banca: +2000, restituire 2500 alla fine. Prestito della mala: +4000, restituire 5000. Alcuni Aiutanti riducono la restituzione. Ogni prestito una volta per partita.',
        'Poi ogni giocatore può schierare una carta Cavallo su ogni scuderia che possiede.',
      ],
    },
    {
      title: 'Le aste (gioco completo)',
      paras: [
        'Asta olandese: la banca compra 1 segnalino PV. L’offerta parte da 1000 e scende di 100 dopo ogni accettazione; l’ultimo che accetta vende al suo prezzo.',
        'Asta inglese: la banca vende 1 PV. Il prezzo parte da 1000 e sale di 100 dopo ogni accettazione; l’ultimo che accetta compra al suo prezzo.',
      ],
    },
    {
      title: 'Fine della partita',
      paras: [
        'I prestiti si restituiscono; chi non può restituire perde.',
        'Obiettivi (gioco completo): per ogni tipo di carta Obiettivo che hai, il solo migliore fa 2 PV, i migliori a pari merito 1 PV.',
        'Vince chi ha più PV. Parità: nel gioco base vince il più ricco, poi decide la sorte; nel gioco completo decide la sorte.',
      ],
    },
    {
      title: 'Da tastiera',
      paras: [
        'Ogni nuova decisione prende il focus della tastiera (il suo primo comando), anche dopo un passaggio di mano: Tab prosegue da lì.',
        'Invio conferma la decisione (piazza la scommessa, conferma lo schieramento). Nella griglia delle scommesse, da 1 a 6 scelgono un cavallo nell’ordine della griglia, W e S una scommessa Vincente o Piazzato, + e − alzano o abbassano la puntata di 100.',
        'Spazio continua dopo i risultati della corsa. ? apre Come si gioca. Anche le Impostazioni elencano questi tasti.',
        'Le scorciatoie non agiscono mai mentre scrivi in un campo, come la puntata.',
      ],
    },
    {
      title: 'Rivedere una partita',
      paras: [
        'Ogni partita salvata o finita si può rivedere: Rivedi sulla sua riga in Partite salvate, sui punteggi finali o nel tuo palmarès. Un salvataggio importato si rivede allo stesso modo.',
        'Vai avanti e indietro di una decisione, di una fase o di un turno, oppure trascina la cronologia. Riproduci fa proseguire la partita alla velocità scelta, corse comprese. Da tastiera: ← e → di una decisione (con Maiusc, di una fase), Pag su e Pag giù di un turno, Inizio e Fine vanno all’inizio e alla fine, Spazio riproduce o mette in pausa.',
        'Finché una partita non è finita, se ne rivede solo ciò che ha visto il suo giocatore. A partita finita la si può rivedere da ogni posto, e un interruttore mostra tutte le carte coperte: le mani, le carte Obiettivo e le carte giocate coperte.',
      ],
    },
    {
      title: 'Annulla e Suggerimento',
      paras: [
        'Annulla (Ctrl+Z) riprende la tua ultima mossa quando giochi da solo contro i bot, finché non è emerso nulla di nuovo: nessuna carta pescata o scoperta, nessuna gara partita, nessun bot ha risposto alla tua mossa. Non va mai oltre, quindi non serve a sbirciare. Non è offerto quando più persone condividono lo schermo.',
        'Suggerimento chiede al bot difficile che cosa farebbe dalla tua vista, e perché: la probabilità di ogni scommessa di pagare e il suo guadagno atteso, che cosa farebbe una carta alle probabilità di un cavallo, che cosa porta un acquisto. I punteggi finali e il tuo palmarès contano annullamenti e suggerimenti usati.',
      ],
    },
  ],
};
