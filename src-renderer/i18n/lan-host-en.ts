/** English texts of hosting from the desktop app (docs/server.md, "Hosting from the desktop app"), under `lanHost`. */
export default {
  title: 'Host on this network',
  hint: 'This computer runs the game server: friends on the same network join from their Horse Fever app or a web browser, with the address and the invite code it shows.',
  go: 'Host a game on this network',
  starting: 'Starting the game server…',
  running: 'The game server runs on this computer, port {port}.',
  stop: 'Stop the game server',
  webOnly:
    'Hosting needs the desktop app: a web page can join a game server but cannot be one. Ask the friend with the app to host, or run a server (npm run server).',
  invite: {
    title: 'Friends on your network',
    address: 'Server address',
    hint: 'They choose Play online, type this address and the invite code, then Join.',
    copy: 'Copy',
    copied: 'Copied',
    others: 'Other addresses of this computer: {list}',
    noNetwork: 'This computer is on no network now: only this computer can reach the game.',
    firewall: 'If they cannot connect, allow Horse Fever through this computer’s firewall.',
  },
  problem: {
    portInUse: 'Port {port} is taken by another program.',
    failed: 'The game server could not start: {detail}',
  },
};
