import type { RoomClock } from '../room/turn-timer';

/** A clock that moves only when a test says so: timers fire in `advance`, in the order they fall due. */
export class ManualClock implements RoomClock {
  private time = 0;
  private timers: { at: number; f: () => void; id: number }[] = [];
  private nextId = 0;

  now(): number {
    return this.time;
  }

  after(ms: number, f: () => void): () => void {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, f, id });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  }

  /** How many timers wait to fire. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves the time on by `ms`, firing each timer due by then. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.f();
    }
    this.time = end;
  }
}
