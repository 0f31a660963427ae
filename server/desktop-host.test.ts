import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { concreteAction, replay } from '../src-shared/index';
import type { HostReport } from '../src-shared/platform/lan-host';
import { FileGameStore } from './store/file-store';
import { TestClient } from './testing/harness';

const entry = fileURLToPath(new URL('desktop-host.ts', import.meta.url));
const children: ChildProcess[] = [];
let dir = '';

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** The host entry as a plain Node child (as the app's main process would start it in Electron), and its one report. */
async function startHost(port: number): Promise<{ child: ChildProcess; report: HostReport; output: () => string }> {
  const child = fork(entry, [`--games=${join(dir, 'online')}`, `--port=${port}`], {
    execArgv: ['--import', 'tsx'],
    silent: true,
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  const report = await new Promise<HostReport>((resolve, reject) => {
    // Only the host's report: a library in the child may use its IPC channel too (pm2's "axm" messages).
    const take = (m: unknown): void => {
      const type = (m as HostReport | null)?.type;
      if (type !== 'listening' && type !== 'failed') return;
      child.off('message', take);
      resolve(m as HostReport);
    };
    child.on('message', take);
    child.once('exit', (code) => reject(new Error(`host exited (${code}) without a report:\n${output}`)));
  });
  return { child, report, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Ann plays her seat's turns from her own view until `enough`, each move a little after its view,
 * as a person would: the server disconnects a client sending over 20 messages a second.
 */
async function playAnn(ann: TestClient, enough: () => boolean): Promise<void> {
  let acted = -1;
  for (;;) {
    await ann.until(() => {
      const v = ann.view;
      const mine = v?.view.pending.kind === 'player' && v.view.pending.seat === ann.lobby?.you && v.step !== acted;
      return enough() || mine;
    });
    if (enough()) return;
    const v = ann.view!;
    acted = v.step;
    await new Promise((resolve) => setTimeout(resolve, 60));
    if (ann.view!.step === v.step) ann.send('act', { step: v.step, action: concreteAction(v.view.moves[0], () => 0) });
  }
}

describe('the desktop host process', () => {
  it('serves a game on a free port, keeps it in its folder when stopped, and brings it back on its port', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hf-desktop-host-'));
    const first = await startHost(0);
    expect(first.report).toMatchObject({ type: 'listening', port: expect.any(Number) });
    const port = (first.report as { port: number }).port;
    const endpoint = `ws://127.0.0.1:${port}`;

    const ann = await TestClient.host(endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    const code = ann.lobby!.code;
    for (const seat of [1, 2, 3]) ann.send('seat', { kind: 'bot', seat, level: 'random' });
    await ann.until(() => ann.lobby!.seats.every((s, i) => i === 0 || s.kind === 'bot'));
    ann.send('start', {});
    await playAnn(ann, () => (ann.view?.step ?? 0) >= 40);
    const seen = ann.view!.step;

    // Stopped by its parent: its rooms close, their writes finished, and it exits cleanly.
    first.child.send({ type: 'stop' });
    expect(await exited(first.child)).toBe(0);
    const store = await FileGameStore.open(join(dir, 'online'));
    expect(await store.unfinished()).toEqual([code]);
    const stored = (await store.load(code))!;
    expect(stored.actions.length).toBeGreaterThanOrEqual(seen);
    expect(stored.options.players).toEqual(['Ann', 'Bot 2', 'Bot 3', 'Bot 4']);
    expect(() => replay({ options: stored.options, actions: stored.actions })).not.toThrow();

    // Started again on the port it had: the game is back under its code, Ann takes her seat and finishes it.
    const second = await startHost(port);
    expect(second.report).toEqual({ type: 'listening', port });
    expect(second.output()).toMatch(/1 unfinished game\(s\) restored/);
    const back = await TestClient.join(endpoint, code, { name: 'Ann', seat: 0 });
    await back.until(() => back.lobby?.you === 0 && back.view !== null);
    // Its bots may have played on already: the game goes on from where it stopped, not from the start.
    expect(back.view!.step).toBeGreaterThanOrEqual(stored.actions.length);
    await playAnn(back, () => back.view?.result != null);

    // A second host on a port in use says so and ends.
    const clash = await startHost(port);
    expect(clash.report).toEqual({ type: 'failed', problem: { code: 'portInUse', params: { port } } });
    expect(await exited(clash.child)).toBe(1);

    second.child.send({ type: 'stop' });
    expect(await exited(second.child)).toBe(0);
    const after = await FileGameStore.open(join(dir, 'online'));
    expect(await after.unfinished()).toEqual([]);
    const finished = (await after.load(code))!;
    expect(finished.finished).toBe(true);
    expect(finished.actions.slice(0, stored.actions.length)).toEqual(stored.actions);
  });
});
