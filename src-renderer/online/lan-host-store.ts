import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { HostProblem, HostStatus, LanHost } from '../../src-shared/platform/platform-api';
import { getPlatform } from '../platform/current-platform';
import { useOnlineStore } from './online-store';

/** The port the app's game server tries first, `npm run server`'s: friends' apps suggest it already. */
export const LAN_PORT = 2567;

/** An address as a friend types it: `host:port`, an IPv6 address in brackets. */
export function friendAddress(ip: string, port: number): string {
  return ip.includes(':') ? `[${ip}]:${port}` : `${ip}:${port}`;
}

/**
 * "Host a game on this network" (docs/server.md, "Hosting from the desktop app"): the game server
 * the desktop app runs, and hosting a table on it through the usual host flow, the app itself at
 * `localhost`. The browser build has no `lanHost`: it can join a server, not be one.
 */
export const useLanHostStore = defineStore('lanHost', () => {
  const online = useOnlineStore();
  const status = shallowRef<HostStatus>({ running: false });
  const starting = ref(false);
  const problem = shallowRef<HostProblem | null>(null);
  /** The platform's, unless a test gave another (`useHost`). */
  let given: { host: LanHost | null } | null = null;
  const lanHost = (): LanHost | null => (given ? given.host : getPlatform().lanHost);
  const available = ref(lanHost() !== null);

  function useHost(host: LanHost | null): void {
    given = { host };
    available.value = host !== null;
  }
  /** The address this app itself connects to while it hosts. */
  const ownAddress = computed(() => (status.value.running ? `ws://localhost:${status.value.port}` : null));
  /** Whether the online table this app sits at is on its own server. */
  const hostingHere = computed(() => ownAddress.value !== null && online.address === ownAddress.value);
  /** What friends type: this machine's first address on its networks with the port; null off every network. */
  const addresses = computed(() =>
    status.value.running
      ? status.value.addresses.map((ip) => friendAddress(ip, (status.value as { port: number }).port))
      : [],
  );

  async function refresh(): Promise<void> {
    const host = lanHost();
    if (host) status.value = await host.status();
  }

  /** Starts the server (on LAN_PORT, else on a free port) if need be, then hosts a table on it as `name`. */
  async function hostGame(name: string): Promise<boolean> {
    const host = lanHost();
    if (!host || starting.value) return false;
    starting.value = true;
    problem.value = null;
    try {
      let s = await host.start(LAN_PORT);
      if (!s.running && s.problem?.code === 'portInUse') s = await host.start();
      status.value = s;
      if (!s.running) {
        problem.value = s.problem ?? { code: 'failed', params: { detail: '' } };
        return false;
      }
      online.address = `ws://localhost:${s.port}`;
    } catch (e) {
      problem.value = { code: 'failed', params: { detail: e instanceof Error ? e.message : String(e) } };
      return false;
    } finally {
      starting.value = false;
    }
    return online.host(name);
  }

  /** Stops the server: its tables close (their games stay on disk and come back with the next start). */
  async function stop(): Promise<void> {
    const host = lanHost();
    if (!host) return;
    if (hostingHere.value) await online.leave();
    status.value = await host.stop();
  }

  return { status, starting, problem, available, ownAddress, hostingHere, addresses, refresh, hostGame, stop, useHost };
});
