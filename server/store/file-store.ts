import { appendFile, lstat, mkdir, open, readdir, truncate } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { roomLanguageOf, type AnyGameRecord } from '../../src-shared/index';
import { storedTurnSeconds, type GameStore, type NewGame, type StoredGame, type StoredSeat } from './game-store';

type Action = AnyGameRecord['actions'][number];

/** A game's file: `<id>.jsonl`, the id being a room's invite code (a name safe on every OS). */
const EXTENSION = '.jsonl';
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Far above any game's log (a 12-seat Party Game's is well under 1 MB): a bigger file is not ours. */
export const MAX_GAME_FILE_BYTES = 16 * 1024 * 1024;
// O_NONBLOCK: a FIFO under a game's name must not wait for a writer; O_NOFOLLOW: no symlinks.
const READ_FLAGS =
  constants.O_RDONLY | (process.platform === 'win32' ? 0 : constants.O_NONBLOCK | constants.O_NOFOLLOW);

/** The first line of a game's file; then one `{ "action": … }` line per action, and `{ "finished": true }`. */
interface Header {
  id: string;
  options: StoredGame['options'];
  seats: StoredSeat[];
  /** Left out by files from before the turn timer was kept: those games have none. */
  turnSeconds?: StoredGame['turnSeconds'];
  /** Left out by files from before the room's language was kept: those are English. */
  language?: StoredGame['language'];
  /** Orders the games (oldest first): strictly increasing in a folder, even within one millisecond. */
  created: number;
}

interface Known {
  created: number;
  actions: number;
  finished: boolean;
}

/** A file of the folder that is not a game this store can read, and why. */
export interface DamagedGame {
  file: string;
  problem: string;
}

/**
 * The desktop host's store (docs/server.md "Hosting from the desktop app"): one JSON-lines file per
 * game in a folder. A game's file is created whole and atomically (write-file-atomic); each action
 * is one appended line, so an append costs one short write. A crash mid-append leaves a last line
 * without its newline: that action was never acknowledged, and it is cut off when the folder is
 * next opened. Any other damage (a line that does not parse, a file that is not a regular one, too
 * big, a header that does not match its name) is reported through `onDamaged` and the file is
 * skipped and never written. One process owns the folder (the app holds a single-instance lock).
 */
export class FileGameStore implements GameStore {
  private constructor(
    private readonly dir: string,
    private readonly games: Map<string, Known>,
    private lastCreated: number,
    /** Names taken by damaged files: no new game may overwrite one. */
    private readonly damaged: Set<string>,
  ) {}

  /** Opens (creating it if need be) the folder and reads every game's file once. */
  static async open(dir: string, onDamaged: (d: DamagedGame) => void = () => undefined): Promise<FileGameStore> {
    await mkdir(dir, { recursive: true });
    const games = new Map<string, Known>();
    const damaged = new Set<string>();
    let last = 0;
    for (const file of (await readdir(dir)).sort()) {
      if (!file.endsWith(EXTENSION)) continue;
      try {
        const { header, known, partialTail } = await readGame(join(dir, file), file);
        // The action in flight when the process died: never acknowledged, so never played on.
        if (partialTail !== null) await truncate(join(dir, file), partialTail);
        games.set(header.id, known);
        last = Math.max(last, known.created);
      } catch (e) {
        damaged.add(file);
        onDamaged({ file, problem: e instanceof Error ? e.message : String(e) });
      }
    }
    return new FileGameStore(dir, games, last, damaged);
  }

  async create(game: NewGame): Promise<void> {
    const file = fileOf(game.id);
    if (this.games.has(game.id) || this.damaged.has(file) || (await exists(join(this.dir, file))))
      throw new Error(`game ${game.id}: a game with this code is already stored`);
    const created = Math.max(Date.now(), this.lastCreated + 1);
    const { id, options, seats, turnSeconds, language } = game;
    const header: Header = { id, options, seats, turnSeconds, language, created };
    await writeFileAtomic(join(this.dir, file), `${JSON.stringify(header)}\n`);
    this.lastCreated = created;
    this.games.set(game.id, { created, actions: 0, finished: false });
  }

  async append(id: string, index: number, action: Action): Promise<void> {
    const known = this.known(id);
    if (known.actions !== index) throw new Error(`game ${id}: action ${index} appended after ${known.actions}`);
    // Counted first: the room waits for this write before its next, so a failed one refuses the rest.
    known.actions += 1;
    try {
      await appendFile(join(this.dir, fileOf(id)), `${JSON.stringify({ action })}\n`);
    } catch (e) {
      known.actions -= 1;
      throw e;
    }
  }

  async finish(id: string): Promise<void> {
    const known = this.known(id);
    if (known.finished) return;
    await appendFile(join(this.dir, fileOf(id)), `${JSON.stringify({ finished: true })}\n`);
    known.finished = true;
  }

  unfinished(): Promise<string[]> {
    const ids = [...this.games].filter(([, g]) => !g.finished).sort(([, a], [, b]) => a.created - b.created);
    return Promise.resolve(ids.map(([id]) => id));
  }

  async load(id: string): Promise<StoredGame | null> {
    if (!this.games.has(id)) return null;
    const { header, actions, finished } = await readGame(join(this.dir, fileOf(id)), fileOf(id));
    const { options, seats, turnSeconds, language } = header;
    const kept = { turnSeconds: storedTurnSeconds(turnSeconds), language: roomLanguageOf(language) };
    return { id, options, seats, ...kept, actions, finished };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private known(id: string): Known {
    const known = this.games.get(id);
    if (!known) throw new Error(`game ${id}: no such game in this store`);
    return known;
  }
}

function fileOf(id: string): string {
  if (!GAME_ID.test(id)) throw new Error(`game ${JSON.stringify(id)}: not a game code`);
  return `${id}${EXTENSION}`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
}

/** A regular file's bytes, at most MAX_GAME_FILE_BYTES, never following a symlink nor waiting on a FIFO. */
async function readRegular(path: string, file: string): Promise<Buffer> {
  const info = await lstat(path);
  if (!info.isFile()) throw new Error(`${file}: not a regular file`);
  if (info.size > MAX_GAME_FILE_BYTES) throw new Error(`${file}: larger than ${MAX_GAME_FILE_BYTES} bytes`);
  const handle = await open(path, READ_FLAGS);
  try {
    // What was opened counts: the name may have been given to something else since the lstat.
    const opened = await handle.stat();
    if (!opened.isFile()) throw new Error(`${file}: not a regular file`);
    const buffer = Buffer.alloc(Math.min(opened.size, MAX_GAME_FILE_BYTES) + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0 || (length += bytesRead) === buffer.length) break;
    }
    if (length > MAX_GAME_FILE_BYTES) throw new Error(`${file}: larger than ${MAX_GAME_FILE_BYTES} bytes`);
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A game's file read and checked line by line. `partialTail` is the byte length to cut the file
 * to when its last line has no newline (an append cut short), null when it ends cleanly.
 */
async function readGame(
  path: string,
  file: string,
): Promise<{ header: Header; actions: Action[]; finished: boolean; known: Known; partialTail: number | null }> {
  const bytes = await readRegular(path, file);
  const end = bytes.lastIndexOf(0x0a) + 1;
  const partialTail = end === bytes.length ? null : end;
  let text: string;
  try {
    text = utf8.decode(bytes.subarray(0, end));
  } catch {
    throw new Error(`${file}: not UTF-8 text`);
  }
  const lines = text.split('\n').slice(0, -1);
  const parsed = lines.map((line, i) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new Error(`${file}: line ${i + 1} is not JSON`);
    }
  });
  const [header, ...rest] = parsed;
  if (!isHeader(header) || fileOf(header.id) !== file) throw new Error(`${file}: no game header for this file`);
  const actions: Action[] = [];
  let finished = false;
  rest.forEach((entry, i) => {
    if (finished || !isObject(entry)) throw new Error(`${file}: line ${i + 2} is out of place`);
    if (entry.finished === true) finished = true;
    else if (isObject(entry.action) && typeof entry.action.type === 'string') actions.push(entry.action as Action);
    else throw new Error(`${file}: line ${i + 2} is neither an action nor the end`);
  });
  return {
    header,
    actions,
    finished,
    known: { created: header.created, actions: actions.length, finished },
    partialTail,
  };
}

function isHeader(v: unknown): v is Header {
  return (
    isObject(v) &&
    typeof v.id === 'string' &&
    isObject(v.options) &&
    Array.isArray(v.seats) &&
    typeof v.created === 'number' &&
    Number.isFinite(v.created)
  );
}
