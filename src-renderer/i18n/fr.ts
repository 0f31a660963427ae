import type en from './en'
import cardTexts from './card-texts-fr'

/** Textes français ; les noms des cartes restent tels qu'imprimés. */
const fr: typeof en = {
  app: { language: 'Langue' },
  mode: { family: 'Jeu familial', board: 'Jeu complet' },
  color: { black: 'Noir', blue: 'Bleu', green: 'Vert', red: 'Rouge', yellow: 'Jaune', white: 'Blanc' },
  phase: {
    deal: 'Distribution', purchase: 'Achats', lineup: 'Alignement', firstBets: 'Premiers paris', ericChange: 'Eric Change',
    fixing: 'Truquage', secondBets: 'Seconds paris', race: 'Course', auction: 'Enchères', tieBreak: 'Départage', gameOver: 'Fin de partie',
  },
  level: { random: 'Aléatoire', easy: 'Facile', normal: 'Normal', hard: 'Difficile' },
  speed: { slow: 'Lente', normal: 'Normale', fast: 'Rapide', instant: 'Instantanée' },
  bet: {
    win: 'Gagnant', show: 'Placé', stake: 'Mise', less: '100 de moins', more: '100 de plus', min: 'Min', max: 'Max',
    range: 'De {min} à {max}, par 100.', firstTitle: 'Votre premier pari', secondTitle: 'Votre second pari (facultatif)',
    horse: 'Cheval', odds: 'Cote', tokens: 'Jetons restants', place: 'Parier', pass: 'Pas de pari',
  },
  dir: { up: 'de deux lignes vers le haut', down: 'de deux lignes vers le bas' },
  deck: { goal: 'Objectif', assistant: 'Assistant', horse: 'Cheval', action: 'Action' },
  loan: { bank: 'prêt de la banque', mob: 'prêt de la mafia' },
  item: { stable: "l'écurie {horse}", goal: 'une carte Objectif (au choix du vendeur)' },
  fate: { active: 'en jeu', cancelled: 'annulée par son opposée', discarded: 'défaussée' },
  tint: { green: 'verte', red: 'rouge', grey: 'grise' },
  cardKind: { action: 'carte Action', assistant: 'carte Assistant', horse: 'carte Cheval', goal: 'carte Objectif' },
  card: { letter: 'lettre {letter}', goalName: 'Objectif : {goal}' },
  newGame: {
    title: 'Nouvelle partie', continue: 'Reprendre la partie sauvegardée', mode: 'Mode', name: 'Votre nom', defaultName: 'Joueur',
    players: 'Joueurs', bots: 'Adversaires (robots)', botName: 'Nom du robot {n}', botLevel: 'Niveau du robot {n}',
    starred: 'Cartes étoilées (★) (jeu complet)', seed: 'Graine (facultatif)', random: 'au hasard', start: 'Commencer',
  },
  table: {
    round: 'Manche {round}/{rounds}', turn: 'Au tour de : {name}', speed: 'Vitesse de course', skip: 'Passer la course', rules: 'Règles', leave: 'Nouvelle partie',
  },
  track: { title: 'Piste', start: 'Départ', pawn: 'Cheval {horse} sur la case {square}', cardsOn: '{n} cartes face cachée sur ce cheval' },
  board: {
    title: 'Tableau', odds: 'Cotes et jetons d’écurie', ownedBy: 'Écurie {horse}, à {owner}', unowned: 'Écurie {horse}, sans propriétaire',
    movement: 'Carte Mouvement', dice: 'Dés de sprint', ranking: 'Classement', lastRanking: 'Dernière course',
  },
  player: {
    panel: 'Joueur {name}', firstPlayer: 'Premier joueur', thinking: 'réfléchit…', turn: 'à jouer', money: 'Argent', vp: 'PV',
    hand: 'Cartes en main', goals: 'Cartes Objectif', stables: 'Écuries', loans: 'Prêts', bets: 'Paris', played: '{n} carte(s) jouée(s) face cachée',
    forfeited: 'éliminé',
  },
  mine: { title: 'Vos cartes', hand: 'Votre main', goals: 'Vos objectifs', played: 'Vos cartes face cachée', tokens: 'Jetons de pari restants', empty: 'aucune' },
  decision: {
    title: 'Votre décision', over: 'La partie est finie.', racing: 'La course est en cours…', dealing: 'Tirage des cartes…', waiting: 'En attente de {name}…',
  },
  fix: { title: 'Truquer la course', help: 'Choisissez une carte, puis le cheval où la poser face cachée (ou glissez la carte sur un cheval).', hand: 'Vos cartes Action', placeOn: 'Poser la carte sur {horse}' },
  eric: { title: 'Eric Change : déplacer une écurie ?', pass: 'Laisser les cotes' },
  photo: { title: 'Photo-finish', help: 'Ces chevaux sont à égalité : en tant que premier joueur, classez-les (le premier en haut).', up: 'Monter {horse}', down: 'Descendre {horse}', confirm: 'Valider l’ordre' },
  auction: {
    dutch: 'Enchère hollandaise : vendre 1 PV', english: 'Enchère anglaise : acheter 1 PV', dutchHelp: 'Acceptez pour vendre un jeton PV à la banque à ce prix ; chaque acceptation baisse l’offre suivante de 100.',
    englishHelp: 'Acceptez pour acheter un PV à la banque à ce prix ; chaque acceptation monte le prix suivant de 100.',
    price: 'Prix : {price}', leader: 'Dernière acceptation : {name} à {price}', accept: 'Accepter {price}', decline: 'Abandonner',
  },
  purchase: {
    title: 'Achats, étape {step} sur 2', pass: 'Passer (prendre l’argent)', actions: 'Cartes Action ({price})', deck: 'Carte {deck} ({price} ; {left} restantes)',
    shuffle: 'Mélanger la pioche d’abord', loan: { bank: 'Prêt de la banque (+2000)', mob: 'Prêt de la mafia (+4000)' }, stables: 'Acheter une écurie', offer: 'Acheter à un joueur',
    offerLine: '{item} à {seller} pour {price}', offerSend: 'Faire l’offre', clearance: 'Vente à la banque', clearanceLine: '{item} pour {value}', clearanceSend: 'Vendre',
  },
  keep: { title: 'Gardez une carte (les autres vont sous la pioche)' },
  answer: { title: 'Une offre pour vous', text: '{buyer} offre {price} pour {item}.', accept: 'Accepter', refuse: 'Refuser' },
  swap: { title: 'Échanger la nouvelle carte contre…' },
  lineup: { title: 'Alignement de départ', on: 'Écurie', none: 'non aligné', confirm: 'Valider l’alignement' },
  report: {
    title: 'Rapport de course', revealed: 'Cartes révélées avant le départ', last: 'Gains de la manche {round}', nothing: 'Pas encore de course.',
    player: 'Joueur', why: 'Détails',
  },
  payoff: {
    win: 'Pari Gagnant sur {horse} : {stake}×{n} = {money} et {vp} PV', show: 'Pari Placé sur {horse} : 2×{stake} = {money} et {vp} PV',
    bettorMoney: '{money} pour avoir parié sur {horse}', stablePrize: 'Écurie {horse} : {money}', danielJackson: 'Daniel Jackson : {money}',
    horseCard: '{card} : {money}', paid: 'Doit {money} à {player}', defaulted: 'Impossible de payer {money} : perd 2 PV',
  },
  auctionResult: {
    sold: '{player} vend 1 PV à la banque pour {price}', noSeller: 'Enchère hollandaise : personne ne vend de PV',
    bought: '{player} achète 1 PV à la banque pour {price}', noBuyer: 'Enchère anglaise : personne n’achète le PV',
  },
  log: {
    title: 'Journal', movement: 'Carte Mouvement {card} : {values}', dice: 'Dés de sprint : {a} et {b}', tieBreak: 'Égalité pour la victoire : {player} l’emporte au tirage',
    dealtYou: 'Vous recevez {card}', drewYou: 'Vous piochez {card}', bet: '{player} parie {stake} sur {horse} ({kind})', pass: '{player} passe',
    passPurchase: '{player} passe et prend l’argent', moveOdds: '{player} déplace {horse} {direction}', playCardOwn: '{player} pose {card} face cachée sur {horse}',
    playCard: '{player} pose une carte face cachée sur {horse}', photoOrder: '{player} classe le photo-finish : {order}', buyActions: '{player} achète des cartes Action',
    buyCard: '{player} achète dans la pioche {deck}', keep: '{player} garde {card}', keepGoal: '{player} garde une carte Objectif', keepAction: '{player} prend des cartes Action',
    swap: '{player} échange contre {card} de {target}', buyStable: '{player} achète l’écurie {horse}', loan: '{player} prend un {kind}',
    offer: '{player} propose d’acheter {item} à {seller}', accept: '{player} accepte l’offre', refuse: '{player} refuse l’offre',
    clearance: '{player} vend {item} à la banque', lineup: '{player} aligne {list}', placement: '{card} sur {horse}', lineupNone: '{player} n’aligne aucun cheval',
    bidYes: '{player} accepte {price}', bidNo: '{player} abandonne à {price}', ranking: 'Résultat de la course : {ranking}',
    payoff: '{player} : {money} d’argent, {vp} PV', payoffDefault: '{player} ne peut pas payer : {money} d’argent, {vp} PV',
    revealed: '{card} de {player} sur {horse} : {fate}', phase: '— Manche {round} : {phase} —',
  },
  end: {
    title: 'Scores finaux', winner: '{name} gagne !', place: 'Place', goals: 'Objectifs révélés', loans: 'Prêts', defaulted: 'impossible de rembourser : perdu',
    repaid: 'remboursé : {loans}', newGame: 'Nouvelle partie',
  },
  saves: {
    title: 'Parties sauvegardées', open: 'Parties sauvegardées', import: 'Importer une sauvegarde…', back: 'Retour', backToGame: 'Retour à la partie',
    loading: 'Lecture des sauvegardes…', none: 'Aucune partie sauvegardée.', unknownDate: 'date inconnue', score: '{name} : {vp} PV, {money}',
    current: 'partie en cours', damaged: 'Sauvegarde endommagée ({slot})', load: 'Charger', rename: 'Renommer', export: 'Exporter…', delete: 'Supprimer',
    newName: 'Nouveau nom de la sauvegarde', renameConfirm: 'Enregistrer le nom', cancel: 'Annuler', confirmDelete: 'Supprimer définitivement cette sauvegarde ?',
    deleteYes: 'Oui, supprimer', renamed: 'Renommée en « {name} ».', deleted: 'Sauvegarde supprimée.', exported: 'Exportée sous {file}.',
    imported: 'Sauvegarde importée.', rejected: 'Ce fichier ne peut pas être importé : {problem}', noGame: 'Aucune partie en cours à exporter.',
  },
  rules: {
    title: 'Règles en bref', close: 'Fermer',
    lines: [
      'Six chevaux courent ; chaque écurie est sur une ligne de cote de 1:2 (favori) à 1:7.',
      'Les premiers paris sont obligatoires, dans le sens horaire depuis le premier joueur : un pari Gagnant rapporte mise × N et 3 PV ; un pari Placé (3 premiers) rapporte 2 × mise et 1 PV.',
      'La mise minimale est 100 × vos PV ; il faut un jeton de pari libre de cette couleur.',
      'Truquage : à tour de rôle, posez vos cartes Action face cachée sur les chevaux. Une verte et une rouge de même lettre sur un cheval s’annulent.',
      'Les seconds paris sont facultatifs, dans le sens antihoraire ; le premier joueur parie en dernier.',
      'Course : chaque carte Mouvement fait avancer les chevaux selon leur cote ; les deux dés de sprint font avancer d’une case les couleurs tirées. Après la case 12, les chevaux sont classés selon leur avance.',
      'Gains, puis nouvelles cotes : un cheval mieux classé que sa cote monte, moins bien classé descend. Les propriétaires touchent 600/400/200.',
      'Jeu complet : deux étapes d’achat (cartes, écuries, prêts, échanges), l’alignement des cartes Cheval et deux enchères de PV après chaque course. Objectifs et prêts comptent à la fin.',
      'Le plus de PV gagne.',
    ],
  },
  ...cardTexts,
}
export default fr
