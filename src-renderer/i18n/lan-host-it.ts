import type en from './lan-host-en';

/** Testi italiani dell’ospitare dall’app (docs/server.md, «Hosting from the desktop app»), sotto `lanHost`. */
export default {
  title: 'Ospita su questa rete',
  hint: 'Questo computer fa girare il server di gioco: gli amici sulla stessa rete si uniscono dalla loro app Horse Fever o da un browser, con l’indirizzo e il codice d’invito mostrati.',
  go: 'Ospita una partita su questa rete',
  starting: 'Avvio del server di gioco…',
  running: 'Il server di gioco gira su questo computer, porta {port}.',
  stop: 'Ferma il server di gioco',
  webOnly:
    'Per ospitare serve l’app: una pagina web può unirsi a un server di gioco ma non può esserlo. Chiedi all’amico che ha l’app di ospitare, o avvia un server (npm run server).',
  invite: {
    title: 'Gli amici sulla tua rete',
    address: 'Indirizzo del server',
    hint: 'Scelgono Gioca online, scrivono questo indirizzo e il codice d’invito, poi Entra.',
    copy: 'Copia',
    copied: 'Copiato',
    others: 'Altri indirizzi di questo computer: {list}',
    noNetwork: 'Questo computer non è collegato a nessuna rete: solo lui può raggiungere la partita.',
    firewall: 'Se non riescono a collegarsi, consenti Horse Fever nel firewall di questo computer.',
  },
  problem: {
    portInUse: 'La porta {port} è occupata da un altro programma.',
    failed: 'Il server di gioco non è partito: {detail}',
  },
} satisfies typeof en;
