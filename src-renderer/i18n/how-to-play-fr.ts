/** Les règles pour les joueurs (docs/rules.md, livret de règles), section par section. */
export default {
  title: 'Comment jouer',
  contents: 'Sommaire',
  close: 'Fermer',
  sections: [
    {
      title: 'Le but',
      paras: [
        'Vous êtes un parieur aux courses. Le joueur qui a le plus de points de victoire (PV) à la fin du dernier tour gagne.',
        'Vos PV sont vos jetons PV plus un par écurie possédée. Chacun commence avec 1 jeton PV, les Dinars et l’écurie de son personnage.',
        'Les PV viennent des paris gagnants, des écuries et, dans le jeu complet, des cartes Objectif et des enchères. Une dette impayable coûte 2 PV.',
      ],
    },
    {
      title: 'Un tour de jeu',
      paras: [
        'Jeu familial : 2 cartes Action par joueur ; premiers paris ; Eric Change peut déplacer une cote ; truquage de la course ; seconds paris ; la course ; gains et nouvelles cotes.',
        'Jeu complet : d’abord deux étapes d’achat et l’alignement ; après les gains, deux enchères de PV. Pas de distribution : les cartes Action s’achètent.',
        'Nombre de tours selon les joueurs : 6 à 2, 3 ou 6 joueurs, 4 à 4 joueurs, 5 à 5 joueurs.',
      ],
    },
    {
      title: 'Les paris',
      paras: [
        'Les premiers paris sont obligatoires, dans le sens horaire depuis le premier joueur. Les seconds paris sont facultatifs, dans le sens antihoraire, le premier joueur en dernier.',
        'Un pari Gagnant gagne si le cheval finit 1er. Un pari Placé gagne s’il finit parmi les 3 premiers (4 pour Miss Paris).',
        'Un pari demande un jeton de pari libre de cette couleur. Un pari Gagnant et un pari Placé au plus par cheval. Les paris et les mises sont publics ; la mise est payée tout de suite.',
        'Mise minimale : 100 × vos PV, jamais moins de 100. Les mises vont par 100, jusqu’à tous vos Dinars. Qui ne peut couvrir la mise minimale du premier pari perd 2 PV et ne fait pas de premier pari.',
      ],
    },
    {
      title: 'Le truquage',
      paras: [
        'Les joueurs posent leurs cartes Action face cachée sur les chevaux, une à la fois, dans le sens horaire, jusqu’à épuisement des mains.',
        'Avant la course, toutes les cartes sont révélées. Fritz Finden défausse les cartes rouges de son cheval, Rochelle Recherche les vertes ; puis une carte verte et une rouge de même lettre sur un cheval s’annulent. Alfio et Steven Sting déplacent la cote de deux lignes.',
      ],
    },
    {
      title: 'La course',
      paras: [
        'À chaque tour une carte Mouvement indique de combien avancent les chevaux selon leur ligne de cote ; puis deux dés de sprint font avancer d’une case un cheval de leur couleur.',
        'Un cheval qui franchit l’arrivée (case 12) est classé : le plus loin au-delà de la ligne d’abord. En cas d’égalité (photo-finish), les cartes décident, puis la meilleure cote.',
      ],
    },
    {
      title: 'Les gains',
      paras: [
        'Pari Gagnant : mise × N (cote 1:N) et 3 PV.',
        'Pari Placé : 2 × mise et 1 PV.',
        'Pari perdu : la mise est perdue.',
        'Propriétaires d’écurie : 600, 400 ou 200 quand leur cheval finit 1er, 2e ou 3e.',
        'Boss et Boss!!! ajoutent ou retirent 1 PV aux paris gagnants sur leur cheval ; Pecunia Non Olet paie 400 à chaque parieur de son cheval, Armand Amende leur fait payer 400.',
        'Puis les cotes changent : un cheval arrivé mieux que sa ligne de cote monte vers 1:2, un cheval arrivé moins bien descend vers 1:7.',
      ],
    },
    {
      title: 'Les achats (jeu complet)',
      paras: [
        'Deux étapes, une option chacune : cartes Action (400 les 2), une carte Objectif, Assistant ou Cheval (400 : en piocher 4, en garder 1), une écurie sans propriétaire (2100 − 200 × sa ligne), un prêt, acheter une carte à un autre joueur au double de sa valeur, une vente à la banque à la moitié de sa valeur, ou passer et prendre 400.',
        'Prêt de la banque : +2000, rembourser 2500 à la fin. Prêt de la mafia : +4000, rembourser 5000. Certains Assistants réduisent le remboursement. Chaque prêt une fois par partie.',
        'Ensuite chaque joueur peut aligner une carte Cheval sur chaque écurie qu’il possède.',
      ],
    },
    {
      title: 'Les enchères (jeu complet)',
      paras: [
        'Enchère hollandaise : la banque achète 1 jeton PV. L’offre part de 1000 et baisse de 100 après chaque acceptation ; le dernier à accepter vend à son prix.',
        'Enchère anglaise : la banque vend 1 PV. Le prix part de 1000 et monte de 100 après chaque acceptation ; le dernier à accepter achète à son prix.',
      ],
    },
    {
      title: 'Fin de la partie',
      paras: [
        'Les prêts sont remboursés ; qui ne peut rembourser perd.',
        'Objectifs (jeu complet) : pour chaque sorte de carte Objectif détenue, le seul meilleur marque 2 PV, les meilleurs à égalité 1 PV.',
        'Le plus de PV gagne. Égalité : au jeu familial le plus riche gagne, puis le hasard décide ; au jeu complet le hasard décide.',
      ],
    },
    {
      title: 'Au clavier',
      paras: [
        'Chaque nouvelle décision prend le focus du clavier (sa première commande), y compris après un passage de main : Tab avance à partir de là.',
        'Entrée valide la décision (place le pari, confirme l’alignement). Dans la grille des paris, 1 à 6 choisissent un cheval dans l’ordre de la grille, W et S un pari Gagnant ou Placé, + et − augmentent ou baissent la mise de 100.',
        'Espace continue après les résultats de la course. ? ouvre Comment jouer. Les Réglages listent aussi ces touches.',
        'Les raccourcis n’agissent jamais pendant la saisie dans un champ, comme la mise.',
      ],
    },
    {
      title: 'Revoir une partie',
      paras: [
        'Toute partie sauvegardée ou finie peut être revue : Revoir sur sa ligne dans Parties sauvegardées, sur les scores finaux ou dans votre palmarès. Une sauvegarde importée se revoit de la même façon.',
        'Reculez et avancez d’une décision, d’une phase ou d’une manche, ou faites glisser la chronologie. Lire fait avancer la partie à la vitesse choisie, courses comprises. Au clavier : ← et → d’une décision (avec Maj, d’une phase), Page préc. et Page suiv. d’une manche, Début et Fin vont au début et à la fin, Espace lit ou met en pause.',
        'Tant qu’une partie n’est pas finie, on n’y revoit que ce que son joueur a vu. Une fois finie, on peut la revoir depuis chaque place, et un interrupteur montre toutes les cartes cachées : les mains, les cartes Objectif et les cartes posées face cachée.',
      ],
    },
    {
      title: 'Annuler et Indice',
      paras: [
        'Annuler (Ctrl+Z) reprend votre dernier coup quand vous jouez seul contre des bots, tant que rien de nouveau n’est apparu depuis : aucune carte piochée ou retournée, aucune course lancée, aucun bot n’a répondu à votre coup. Il ne va jamais plus loin, il ne permet donc pas de tricher. Il n’est pas proposé quand plusieurs personnes partagent l’écran.',
        'Indice demande au bot difficile ce qu’il ferait depuis votre propre vue, et pourquoi : la chance de chaque pari de payer et son gain espéré, l’effet d’une carte sur les chances d’un cheval, ce que rapporte un achat. Les scores finaux et votre palmarès comptent les annulations et indices utilisés.',
      ],
    },
  ],
};
