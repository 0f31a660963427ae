// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HostStatus, LanHost } from '../../src-shared/platform/platform-api';
import { FakeServer } from './fake-room';
import { friendAddress, LAN_PORT, useLanHostStore } from './lan-host-store';
import { useOnlineStore } from './online-store';

/** A desktop host whose server answers as the test says; records the ports asked for. */
function fakeHost(answer: (port?: number) => HostStatus): LanHost & { starts: (number | undefined)[]; stops: number } {
  let status: HostStatus = { running: false };
  const host = {
    starts: [] as (number | undefined)[],
    stops: 0,
    start: async (port?: number) => {
      host.starts.push(port);
      status = answer(port);
      return status;
    },
    stop: async () => {
      host.stops += 1;
      status = { running: false };
      return status;
    },
    status: async () => status,
  };
  return host;
}

let server: FakeServer;
beforeEach(() => {
  setActivePinia(createPinia());
  sessionStorage.clear();
  server = new FakeServer();
  useOnlineStore().useLink(server.link);
});

const listening = (port: number): HostStatus => ({ running: true, port, addresses: ['192.168.1.20', 'fd00::7'] });

describe('hosting on this network', () => {
  it('starts the server on the usual port and hosts a table on it at localhost', async () => {
    const host = fakeHost((port) => listening(port ?? 0));
    const lan = useLanHostStore();
    lan.useHost(host);
    expect(await lan.hostGame('Ann')).toBe(true);
    expect(host.starts).toEqual([LAN_PORT]);
    expect(server.calls).toEqual([{ kind: 'create', arg: 'Ann', address: `ws://localhost:${LAN_PORT}` }]);
    expect(lan.hostingHere).toBe(true);
    expect(lan.addresses).toEqual(['192.168.1.20:2567', '[fd00::7]:2567']);

    // Stopping leaves the table first, then the server.
    await lan.stop();
    expect(host.stops).toBe(1);
    expect(useOnlineStore().lobby).toBeNull();
    expect(lan.status).toEqual({ running: false });
    expect(lan.hostingHere).toBe(false);
  });

  it('takes a free port when the usual one is taken', async () => {
    const host = fakeHost((port) =>
      port === LAN_PORT ? { running: false, problem: { code: 'portInUse', params: { port } } } : listening(49_152),
    );
    const lan = useLanHostStore();
    lan.useHost(host);
    expect(await lan.hostGame('Ann')).toBe(true);
    expect(host.starts).toEqual([LAN_PORT, undefined]);
    expect(useOnlineStore().address).toBe('ws://localhost:49152');
  });

  it('says why the server did not start, and hosts nothing', async () => {
    const lan = useLanHostStore();
    lan.useHost(fakeHost(() => ({ running: false, problem: { code: 'failed', params: { detail: 'EACCES' } } })));
    expect(await lan.hostGame('Ann')).toBe(false);
    expect(lan.problem).toEqual({ code: 'failed', params: { detail: 'EACCES' } });
    expect(server.calls).toEqual([]);
  });

  it('is not offered where the platform cannot host (the browser build)', async () => {
    const lan = useLanHostStore();
    lan.useHost(null);
    expect(lan.available).toBe(false);
    expect(await lan.hostGame('Ann')).toBe(false);
    expect(server.calls).toEqual([]);
  });

  it('writes addresses as friends type them', () => {
    expect(friendAddress('10.0.0.7', 2567)).toBe('10.0.0.7:2567');
    expect(friendAddress('2a01:e0a::5', 40000)).toBe('[2a01:e0a::5]:40000');
  });
});
