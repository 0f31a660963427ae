/** Les bulles du tutoriel (src-renderer/tutorial/), avec les mots de la règle (fr-rulebook). */
export default {
  open: 'Tutoriel',
  count: 'Tutoriel · {n} sur {of}',
  next: 'Suivant',
  back: 'Retour',
  skip: 'Passer le tutoriel',
  finish: 'Terminer',
  startRace: 'Lancer la course',
  yourMove: 'Jouez ce coup sur la table ; le tutoriel suit.',
  offer: {
    title: 'Première fois aux courses ?',
    body: 'Jouez un premier tour guidé du jeu familial : un commissaire vous montre les cotes, les paris, les cartes Action et la course au fur et à mesure. Vous pouvez le passer à tout moment et le rejouer avec le bouton Tutoriel.',
    start: 'Jouer le tutoriel',
    decline: 'Pas maintenant',
  },
  welcome: {
    title: 'Bienvenue à Horseburg',
    body: 'Voici une vraie partie du jeu familial contre deux robots faciles, distribuée chaque fois de la même façon. Vous êtes un parieur : le joueur qui a le plus de points de victoire (PV) après le dernier tour gagne. Ce premier tour vous montre chaque partie de la table quand elle entre en jeu. Passer le tutoriel vous laisse une partie normale à continuer.',
  },
  odds: {
    title: 'Le tableau des cotes',
    body: 'Le tableau noir place les six chevaux sur des lignes de cote de 1:2 à 1:7. Le cheval à 1:2 est le favori, le plus susceptible de gagner ; à 1:7, c’est l’outsider. La ligne décide aussi de la distance parcourue : chaque carte Mouvement donne un nombre de cases par ligne. Aujourd’hui le favori est {horse}, à {odds}.',
  },
  seat: {
    title: 'Votre place',
    body: 'Voici vous : {money} Dinars et {vp} PV (votre jeton PV plus un par écurie possédée). Votre personnage possède l’écurie {stables} : quand ce cheval finit 1er, 2e ou 3e, vous touchez 600, 400 ou 200, quels que soient les parieurs.',
  },
  bets: {
    title: 'Les paris et la mise minimale',
    body: 'Chacun doit faire un premier pari. Un pari Gagnant gagne si le cheval finit 1er et paie mise × N à la cote 1:N, plus 3 PV. Un pari Placé gagne s’il finit parmi les 3 premiers et paie 2 × la mise, plus 1 PV. La mise va tout de suite à la banque. La mise minimale est 100 × vos PV, jamais moins de 100 : avec {vp} PV, au moins {min}. Chaque pari prend un jeton de pari du cheval ; quand il n’y en a plus, personne ne peut parier sur lui ce tour.',
  },
  firstBet: {
    title: 'Votre premier pari',
    body: 'Faites un pari {show} sur {horse} ({odds}) à la mise minimale, {stake} : le favori finit le plus souvent parmi les 3 premiers, donc cette petite mise devrait revenir doublée, avec 1 PV. Choisissez {show} sur la ligne {horse}, puis appuyez sur « {place} ».',
  },
  cards: {
    title: 'Les cartes Action',
    body: 'Vous avez reçu 2 cartes Action : elles sont dans votre main, à droite. Les cartes vertes aident le cheval sur lequel elles sont posées, les rouges le gênent, les grises dépendent de la carte. Chacun à son tour pose une carte face cachée sur un cheval jusqu’à épuisement des mains : c’est le truquage de la course. Les cartes sont révélées au départ ; une verte et une rouge de même lettre sur un cheval s’annulent.',
  },
  fix: {
    title: 'Truquez la course',
    body: 'Dans votre main : {hand}. Posez {card} sur {horse} : {why} Choisissez la carte, puis appuyez sur {horse} en dessous.',
    helps: 'elle aide son cheval, et {horse} est le cheval sur lequel vous avez parié.',
    harms: 'elle gêne son cheval, et {horse} est le rival le plus fort de votre cheval.',
    helpsCard: '{card} aide son cheval',
    harmsCard: '{card} gêne son cheval',
  },
  secondBet: {
    title: 'Les seconds paris',
    body: 'Vos cartes sont posées : vous pouvez parier encore, ou non. Les seconds paris sont facultatifs, et le premier joueur parie en dernier. {advice}',
    win: 'Pariez {horse} ({odds}) Gagnant à {stake} : votre carte l’aide, et un pari Gagnant paie mise × N et 3 PV.',
    pass: 'Il ne reste plus de jeton de pari pour {horse}, et parier sur un autre cheval irait contre vos propres cartes : appuyez sur « {pass} » cette fois.',
  },
  race: {
    title: 'La course',
    body: 'D’abord les cartes face cachée sont retournées, couloir par couloir, et font leur effet. Puis à chaque tour une carte Mouvement fait avancer chaque cheval selon sa ligne de cote, et deux dés de sprint donnent chacun une case de plus à un cheval de leur couleur. Un cheval qui franchit l’arrivée (case 12) est classé ; le plus loin au-delà de la ligne passe devant. Les boutons de vitesse en haut règlent l’allure.',
  },
  payoff: {
    title: 'Les gains',
    body: 'Ce que la course a rapporté, joueur par joueur. Un pari Gagnant gagnant paie mise × N et 3 PV, un pari Placé gagnant 2 × la mise et 1 PV ; un pari perdu, c’est seulement la mise déjà payée. Les propriétaires d’écurie touchent 600, 400 et 200 pour la 1ère, 2e et 3e place. Lisez votre ligne, puis appuyez sur « {cont} ».',
  },
  newOdds: {
    title: 'Les nouvelles cotes',
    body: 'Les cotes ont bougé pour le tour suivant. Comparez la place de chaque cheval à sa ligne (1:2 est la première ligne, 1:7 la sixième) : un cheval arrivé mieux que sa ligne monte d’une ligne vers 1:2, un cheval arrivé moins bien descend d’une ligne vers 1:7, les autres restent. Les cartes Action et les jetons de pari sont rendus, et le premier joueur passe à gauche.',
  },
  end: {
    title: 'À vous de jouer',
    body: 'Voilà un tour complet. Cette partie dure {rounds} tours, et le joueur qui a le plus de PV à la fin gagne (à égalité, le plus de Dinars). Chaque tour apporte 2 nouvelles cartes Action. Les règles sont sous « {rules} » en haut, toutes les cartes sous « {library} ». Bonne partie !',
  },
};
