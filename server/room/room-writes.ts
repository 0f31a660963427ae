import type { GameStore, NewGame } from '../store/game-store';
import type { Table } from './table';

/**
 * A room's writes to the store (docs/server.md "Persistence"): the game when it starts, each
 * action, the end. Each waits for the one before, so the store gets them in order; a failed
 * write is logged and the game goes on.
 */
export class RoomWrites {
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: GameStore,
    /** The room's id, its invite code (given once the room is created). */
    private readonly id: () => string,
  ) {}

  create(game: Omit<NewGame, 'id'>): void {
    const id = this.id();
    this.write(() => this.store.create({ id, ...game }));
  }

  /** The actions appended to the log after its first `from`. */
  append(from: number, actions: readonly Table['log'][number][]): void {
    const id = this.id();
    actions.forEach((a, i) => this.write(() => this.store.append(id, from + i, a)));
  }

  finish(): void {
    const id = this.id();
    this.write(() => this.store.finish(id));
  }

  /** Resolves once every write so far is in the store. */
  flushed(): Promise<void> {
    return this.writes;
  }

  private write(f: () => Promise<void>): void {
    this.writes = this.writes.then(f).catch((e: unknown) => {
      console.error(`game ${this.id()}: store write failed`, e);
    });
  }
}
