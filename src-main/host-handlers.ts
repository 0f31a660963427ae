import { z } from 'zod';
import { HOST_IPC } from '../src-shared/platform/lan-host';
import { checked, type Handler } from './ipc-handlers';
import type { HostControl } from './lan-host-control';

const port = z.number().int().min(0, 'not a port').max(65_535, 'not a port');

/** The hosting channels (LanHost in the preload), their arguments checked like the saves' ones. */
export function hostHandlers(host: Pick<HostControl, 'start' | 'stop' | 'status'>): Record<string, Handler> {
  return {
    [HOST_IPC.start]: checked(HOST_IPC.start, z.union([z.tuple([]), z.tuple([port])]), (p?: number) => host.start(p)),
    [HOST_IPC.stop]: checked(HOST_IPC.stop, z.tuple([]), () => host.stop()),
    [HOST_IPC.status]: checked(HOST_IPC.status, z.tuple([]), async () => host.status()),
  };
}
