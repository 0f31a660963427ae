/**
 * Why a save operation failed, as data: a code and its parameters. The renderer words it in
 * the player's language (i18n `saveProblem.<code>`); `saveProblemText` is the English wording
 * for logs, the command line and tests. Every problem about a file names it.
 */
export type SaveProblem =
  | { code: 'diskFull'; params: { file: string } }
  | { code: 'storageFull'; params: { file: string } }
  | { code: 'noPermission'; params: { file: string } }
  | { code: 'ioError'; params: { file: string; detail: string } }
  | { code: 'notFound'; params: { file: string } }
  | { code: 'invalidSlot'; params: { slot: string } }
  | { code: 'tooLarge'; params: { file: string; max: number } }
  | { code: 'notRegularFile'; params: { file: string } }
  | { code: 'notUtf8'; params: { file: string } }
  /** The loader's refusal (its text names the file). */
  | { code: 'damaged'; params: { problem: string } }
  /** The slot's current file does not load: it is kept and not overwritten. */
  | { code: 'keptDamaged'; params: { problem: string } }
  | { code: 'noBackup'; params: { file: string } }
  /** The game is open in another tab of the browser, which writes it. */
  | { code: 'otherTab'; params: { file: string } }
  | { code: 'badArguments'; params: { detail: string } };

export type SaveProblemCode = SaveProblem['code'];

export function saveProblemText(p: SaveProblem): string {
  switch (p.code) {
    case 'diskFull':
      return `${p.params.file}: the disk is full`;
    case 'storageFull':
      return `${p.params.file}: the browser's storage for this site is full`;
    case 'noPermission':
      return `${p.params.file}: no permission to write the saves folder`;
    case 'ioError':
      return `${p.params.file}: cannot be written or read (${p.params.detail})`;
    case 'notFound':
      return `no saved game ${p.params.file}`;
    case 'invalidSlot':
      return `invalid save slot id ${JSON.stringify(p.params.slot)}`;
    case 'tooLarge':
      return `${p.params.file}: larger than ${p.params.max} bytes; not a save`;
    case 'notRegularFile':
      return `${p.params.file}: not a regular file`;
    case 'notUtf8':
      return `${p.params.file}: not UTF-8 text; the file is damaged or not a save`;
    case 'damaged':
      return p.params.problem;
    case 'keptDamaged':
      return `${p.params.problem}; it is kept as it is and not overwritten`;
    case 'noBackup':
      return `${p.params.file}: there is no previous version that loads`;
    case 'otherTab':
      return `${p.params.file}: this game is open in another tab`;
    case 'badArguments':
      return p.params.detail;
  }
}

/** A refused save operation: the problem as data, its English text as the message. */
export class SaveFailure extends Error {
  constructor(readonly problem: SaveProblem) {
    super(saveProblemText(problem));
    this.name = 'SaveFailure';
  }
}

/** The problem an error carries (a SaveFailure, or any error as an I/O problem on `file`). */
export function saveProblemOf(err: unknown, file = ''): SaveProblem {
  if (err instanceof SaveFailure) return err.problem;
  if (err !== null && typeof err === 'object' && 'problem' in err) {
    const p = (err as { problem: unknown }).problem;
    if (p !== null && typeof p === 'object' && 'code' in p && 'params' in p) return p as SaveProblem;
  }
  return { code: 'ioError', params: { file, detail: err instanceof Error ? err.message : String(err) } };
}

/** What crosses a process boundary (IPC) in place of a rejected promise, whose fields would be lost. */
export type SaveReply<T> = { ok: true; value: T } | { ok: false; problem: SaveProblem };

export async function toReply<T>(work: Promise<T>): Promise<SaveReply<T>> {
  try {
    return { ok: true, value: await work };
  } catch (err) {
    return { ok: false, problem: saveProblemOf(err) };
  }
}

export function fromReply<T>(reply: SaveReply<T>): T {
  if (reply.ok) return reply.value;
  throw new SaveFailure(reply.problem);
}
