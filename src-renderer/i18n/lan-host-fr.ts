import type en from './lan-host-en';

/** Textes français de l’hébergement depuis l’application (docs/server.md, « Hosting from the desktop app »), sous `lanHost`. */
export default {
  title: 'Héberger sur ce réseau',
  hint: 'Cet ordinateur fait tourner le serveur de jeu : vos amis sur le même réseau le rejoignent depuis leur application Horse Fever ou un navigateur, avec l’adresse et le code d’invitation affichés.',
  go: 'Héberger une partie sur ce réseau',
  starting: 'Démarrage du serveur de jeu…',
  running: 'Le serveur de jeu tourne sur cet ordinateur, port {port}.',
  stop: 'Arrêter le serveur de jeu',
  webOnly:
    'Héberger demande l’application : une page web peut rejoindre un serveur de jeu mais ne peut pas en être un. Demandez à l’ami qui a l’application d’héberger, ou lancez un serveur (npm run server).',
  invite: {
    title: 'Vos amis sur le réseau',
    address: 'Adresse du serveur',
    hint: 'Ils choisissent Jouer en ligne, tapent cette adresse et le code d’invitation, puis Rejoindre.',
    copy: 'Copier',
    copied: 'Copié',
    others: 'Autres adresses de cet ordinateur : {list}',
    noNetwork: 'Cet ordinateur n’est relié à aucun réseau : lui seul peut rejoindre la partie.',
    firewall: 'S’ils n’arrivent pas à se connecter, autorisez Horse Fever dans le pare-feu de cet ordinateur.',
  },
  problem: {
    portInUse: 'Le port {port} est pris par un autre programme.',
    failed: 'Le serveur de jeu n’a pas pu démarrer : {detail}',
  },
} satisfies typeof en;
