import { SaveFailure, type SaveProblem } from '../src-shared/save/save-problem';

/** A file system error as a problem naming the file (a SaveFailure keeps its own). */
export function fsProblem(err: unknown, file: string): SaveProblem {
  if (err instanceof SaveFailure) return err.problem;
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return { code: 'diskFull', params: { file } };
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return { code: 'noPermission', params: { file } };
  return { code: 'ioError', params: { file, detail: code ?? (err instanceof Error ? err.message : String(err)) } };
}
