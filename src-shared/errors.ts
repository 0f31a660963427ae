/** Why an action or an option was refused. The state it was applied to is never changed. */
export type ErrorCode =
  | 'BAD_ACTION'
  | 'BAD_OPTIONS'
  | 'GAME_OVER'
  | 'WRONG_PHASE'
  | 'NOT_YOUR_TURN'
  | 'NOT_CHANCE'
  | 'BAD_OUTCOME'
  | 'NO_TOKEN'
  | 'DUPLICATE_BET'
  | 'BAD_STAKE'
  | 'NOT_ENOUGH_MONEY'
  | 'NOT_IN_HAND'
  | 'NOT_ALLOWED'
  | 'BAD_ORDER';

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export class EngineException extends Error {
  constructor(readonly error: EngineError) {
    super(error.message);
    this.name = 'EngineException';
  }
}

export function err(code: ErrorCode, message: string): EngineError {
  return { code, message };
}
