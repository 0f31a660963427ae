/** Undo, replays and their steps over a game's record (docs/replays.md). */
export type { HistoryParams, HistoryRefusal, HistoryResult } from './refusals';
export { walkRecord, type Actor, type Step, type Walked } from './steps';
export { takeBack, undoTarget, type UndoTarget } from './undo';
export { Timeline, type StopKind } from './timeline';
