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
 * How long a decision's clock waits for its seat's app to say it shows the decision (`shown`) before
 * it starts anyway: the app stages the race before it, and holds the payoff moment until Continue.
 * A whole race staged at the slowest speed takes at most about 23 s (docs/server.md "Turn timer"),
 * so this leaves the payoff moment over half a minute; it bounds what an app that never says so
 * (away from the payoff, or modified) can hold the table up.
 */
export const SHOWN_WAIT_MS = 60_000;

/** What the room does when a decision's clock starts, and when its time is up. */
export interface TimerEvents {
  started(d: Decision, ms: number): void;
  timeUp(d: Decision): void;
}

const same = (a: Decision, b: Decision): boolean => a.step === b.step && a.seat === b.seat;

/**
 * The turn timer of one room (docs/server.md "Turn timer"): at most one decision timed. Its clock
 * starts once the seat's app shows it (or after SHOWN_WAIT_MS), so time spent watching the race
 * before it is not taken from the player. It is kept while that decision stays pending, so a player
 * cannot win time by dropping and coming back, and dropped once the game moves on.
 */
export class TurnTimer {
  /** The decision timed, its time, and its deadline once its clock runs (null while it waits). */
  private timed: (Decision & { ms: number; deadline: number | null; cancel: () => void }) | null = null;

  constructor(
    private readonly clock: RoomClock,
    private readonly events: TimerEvents,
  ) {}

  /**
   * Makes `decision` the timed one: keeps it if it already is, else cancels any other and, when
   * `start` holds, gives it `ms` from when its seat's app shows it. `decision` null: no timer.
   */
  set(decision: Decision | null, start: boolean, ms: number): void {
    const t = this.timed;
    if (t && decision && same(t, decision)) return;
    this.stop();
    if (!decision || !start || ms <= 0) return;
    const d = { ...decision };
    this.timed = { ...d, ms, deadline: null, cancel: this.clock.after(SHOWN_WAIT_MS, () => this.run({ ...d, ms })) };
  }

  /** The seat's app shows `decision`: its clock starts now, if it was waiting for that. */
  shown(decision: Decision): void {
    const t = this.timed;
    if (!t || !same(t, decision) || t.deadline !== null) return;
    t.cancel();
    this.run(t);
  }

  stop(): void {
    this.timed?.cancel();
    this.timed = null;
  }

  /** The timed seat and the milliseconds it has left now, or null when no clock runs. */
  left(): { seat: number; msLeft: number } | null {
    const t = this.timed;
    return t?.deadline != null ? { seat: t.seat, msLeft: Math.max(0, t.deadline - this.clock.now()) } : null;
  }

  private run(t: Decision & { ms: number }): void {
    const d = { step: t.step, seat: t.seat };
    const cancel = this.clock.after(t.ms, () => {
      this.timed = null;
      this.events.timeUp(d);
    });
    this.timed = { ...d, ms: t.ms, deadline: this.clock.now() + t.ms, cancel };
    this.events.started(d, t.ms);
  }
}
