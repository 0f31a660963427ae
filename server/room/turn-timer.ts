/** The room's time: the real clock, or a test's that it moves by hand. */
export interface RoomClock {
  now(): number;
  /** Calls `f` once, `ms` from now; returns what cancels it. */
  after(ms: number, f: () => void): () => void;
}

export const realClock: RoomClock = {
  now: () => Date.now(),
  after: (ms, f) => {
    const handle = setTimeout(f, ms);
    return () => clearTimeout(handle);
  },
};

/** One decision: the log's length when it became pending, and the seat that must make it. */
export interface Decision {
  step: number;
  seat: number;
}

/**
 * The turn timer of one room (docs/server.md "Turn timer"): at most one deadline, for one decision.
 * It is kept while that decision stays pending, so a player cannot win time by dropping and coming
 * back, and dropped once the game moves on.
 */
export class TurnTimer {
  private running: (Decision & { deadline: number; cancel: () => void }) | null = null;

  constructor(private readonly clock: RoomClock) {}

  /**
   * Makes `decision` the timed one: keeps its timer if it already runs, else cancels any other and,
   * when `start` holds, gives it `ms` before `timeUp` is called with it. `decision` null: no timer.
   */
  set(decision: Decision | null, start: boolean, ms: number, timeUp: (d: Decision) => void): void {
    const r = this.running;
    if (r && decision && r.step === decision.step && r.seat === decision.seat) return;
    this.stop();
    if (!decision || !start || ms <= 0) return;
    const d = { ...decision };
    const cancel = this.clock.after(ms, () => {
      this.running = null;
      timeUp(d);
    });
    this.running = { ...d, deadline: this.clock.now() + ms, cancel };
  }

  stop(): void {
    this.running?.cancel();
    this.running = null;
  }

  /** The timed seat and the milliseconds it has left now, or null when no timer runs. */
  left(): { seat: number; msLeft: number } | null {
    const r = this.running;
    return r ? { seat: r.seat, msLeft: Math.max(0, r.deadline - this.clock.now()) } : null;
  }
}
