import { err, type EngineError, type ErrorCode } from '../errors';

/** A refusal of the Party Game, in the engine's one error shape. */
export function refuse(code: ErrorCode, message: string): EngineError {
  return err(code, message);
}
