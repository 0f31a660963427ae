import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { pending, playerView, type GameState, type Mode, type PlayerView } from '../src-shared/index';
import { playGame } from '../src-shared/engine/core/play-game';

/**
 * How one bot decision flows through ai/ (ai/README.md): every function
 * ai/ exports is wrapped, one decision is traced into a call tree of cross-module calls (a loop's
 * repeated calls merge, like a CPU profile's call tree), and the tree is checked to flow one way
 * down ai/'s layers (ai/README.md). `npm run bench -- ai-flow` prints the tree and its figures.
 */

const AI = fileURLToPath(new URL('../ai/', import.meta.url));
const ENGINE = fileURLToPath(new URL('../src-shared/', import.meta.url));
const PRINT = process.env.AI_FLOW !== undefined;

/** ai/'s layers, top down, and the layers each may call besides the engine (ai/README.md; eslint.config.js enforces the imports). */
const CALLS: Record<string, readonly string[]> = {
  entry: ['policies', 'levels', 'search', 'evaluation', 'sampling', 'opponent-model', 'simulation', 'tuning'],
  policies: ['levels', 'search', 'evaluation', 'sampling', 'opponent-model', 'simulation', 'tuning'],
  levels: ['search', 'evaluation', 'opponent-model', 'tuning'],
  search: ['evaluation', 'sampling', 'simulation', 'tuning'],
  evaluation: ['simulation', 'tuning'],
  sampling: ['opponent-model', 'tuning'],
  'opponent-model': ['tuning'],
  simulation: ['tuning'],
  tuning: [],
};

/** A module's layer: its folder under ai/ (index.ts and runtime/ are the entry). */
function layerOf(mod: string): string {
  if (mod.startsWith('../')) return 'engine';
  const top = mod.split('/')[0];
  if (top === 'index' || top === 'runtime') return 'entry';
  return top;
}

/** ai/'s modules that run in a decision (tests, test helpers, strategies and the worker's browser side excluded). */
function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return ['testing', 'strategies'].includes(f) ? [] : modules(p);
    const skip = f.endsWith('.test.ts') || ['worker.ts', 'bot-client.ts'].includes(f);
    return f.endsWith('.ts') && !skip ? [p] : [];
  });
}

interface Node {
  mod: string;
  fn: string;
  children: Map<string, Node>;
}
const root: Node = { mod: '', fn: '', children: new Map() };
let stack: Node[] = [root];

/** Runs `call` as a call into `mod` (a call within the module it is already in is not a node). */
function enter<T>(mod: string, fn: string, call: () => T): T {
  const top = stack[stack.length - 1];
  if (top.mod === mod) return call();
  const key = `${mod}:${fn}`;
  let n = top.children.get(key);
  if (!n) top.children.set(key, (n = { mod, fn, children: new Map() }));
  stack.push(n);
  try {
    return call();
  } finally {
    stack.pop();
  }
}

type Fn = (...args: unknown[]) => unknown;

/** The module's exports with every function (and every method of an exported class) traced. */
function traced(mod: string, ns: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(ns)) {
    if (typeof v !== 'function') out[name] = v;
    else if (/^[A-Z]/.test(name)) {
      const proto = (v as { prototype: object }).prototype as Record<string, unknown>;
      for (const m of Object.getOwnPropertyNames(proto)) {
        const f = Object.getOwnPropertyDescriptor(proto, m)?.value as unknown;
        if (m === 'constructor' || typeof f !== 'function') continue;
        proto[m] = function (this: unknown, ...args: unknown[]) {
          return enter(mod, `${name}.${m}`, () => (f as Fn).apply(this, args));
        };
      }
      out[name] = v;
    } else out[name] = (...args: unknown[]) => enter(mod, name, () => (v as Fn)(...args));
  }
  return out;
}

// AI_FLOW=engine also traces the engine's modules (src-shared/), as places of their own.
for (const f of [...modules(AI), ...(process.env.AI_FLOW === 'engine' ? modules(ENGINE) : [])]) {
  const mod = relative(AI, f).replace(/\.ts$/, '');
  vi.doMock(f, async (importOriginal) => traced(mod, await importOriginal()));
}

interface Figure {
  /** Distinct modules entered. */
  places: number;
  /** Entries into a module already entered and left (consecutive calls into one module count once). */
  returns: number;
  /** The same for layers (folders). */
  layerReturns: number;
  /** Calls from a layer into one it may not call. */
  upward: string[];
  tree: string[];
}

function figure(): Figure {
  const seen = new Set<string>();
  const seenLayers = new Set<string>();
  const f: Figure = { places: 0, returns: 0, layerReturns: 0, upward: [], tree: [] };
  const walk = (n: Node, depth: number): void => {
    let prev: Node | null = null;
    for (const c of n.children.values()) {
      const layer = layerOf(c.mod);
      const again = seen.has(c.mod) && prev?.mod !== c.mod;
      const layerAgain =
        seenLayers.has(layer) && (prev === null || layerOf(prev.mod) !== layer) && layerOf(n.mod) !== layer;
      if (again) f.returns++;
      if (layerAgain) f.layerReturns++;
      if (n !== root && layer !== 'engine' && layerOf(n.mod) !== layer && !CALLS[layerOf(n.mod)].includes(layer))
        f.upward.push(`${n.mod} → ${c.mod}`);
      seen.add(c.mod);
      seenLayers.add(layer);
      f.tree.push(`${'  '.repeat(depth)}${again ? '↺ ' : ''}${c.mod}.${c.fn}`);
      walk(c, depth + 1);
      prev = c;
    }
  };
  walk(root, 0);
  f.places = seen.size;
  return f;
}

/** The view of seat 0 at its first decision whose first move is `type`, easy bots playing up to it. */
async function firstDecision(mode: Mode, type: string, seed: string): Promise<PlayerView> {
  const { chooseAction } = await import('../ai/index');
  let found: GameState | null = null;
  const agent = (view: PlayerView): ReturnType<typeof chooseAction> => chooseAction(view, 'easy', seed);
  playGame({ mode, seed, players: ['a', 'b', 'c', 'd'] }, [agent, agent, agent, agent], (s) => {
    const p = pending(s);
    if (p.kind !== 'player' || p.seat !== 0 || playerView(s, 0).moves[0]?.type !== type) return undefined;
    found = s;
    return 'stop';
  });
  if (!found) throw new Error(`no ${type} decision in a ${mode} game`);
  return playerView(found, 0);
}

describe('one decision flows one way down ai/’s layers', () => {
  it.each([
    ['hard', 'family', 'playCard'],
    ['hard', 'board', 'bet'],
    ['hard', 'family', 'bet'],
    ['normal', 'family', 'playCard'],
  ] as const)('%s, %s Game, %s', async (level, mode, type) => {
    const view = await firstDecision(mode, type, `flow-${mode}`);
    const { chooseAction } = await import('../ai/index');
    root.children.clear();
    stack = [root];
    chooseAction(view, level, 'flow', { maxSamples: 2, maxRaces: 24 });
    const f = figure();
    if (PRINT)
      console.log(
        `${level} ${mode} ${type}: ${f.places} places, ${f.returns} returns to a module already left, ` +
          `${f.layerReturns} to a layer already left, ${f.upward.length} calls up\n${f.tree.join('\n')}`,
      );
    expect(f.places).toBeGreaterThan(3);
    expect(f.upward).toEqual([]);
  });
});
