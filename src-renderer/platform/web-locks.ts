import type { GameClaim } from '../../src-shared/platform/platform-api';

/** The part of the Web Locks API (navigator.locks) a game claim needs. */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean },
    callback: (lock: unknown) => Promise<void> | void,
  ): Promise<unknown>;
}

const always: GameClaim = { held: true, takeOver: async () => undefined, release: () => undefined };

/**
 * A game claimed through an exclusive Web Lock named after its slot: a second tab opening the
 * same game finds the lock taken and plays nothing until the player takes it over, which
 * steals the lock; the first tab's lock is then aborted and `onLost` tells it. Without Web Locks
 * (an old browser) every claim is held.
 */
export async function claimWithLocks(
  locks: LockManagerLike | undefined,
  name: string,
  onLost: () => void,
): Promise<GameClaim> {
  if (!locks) return always;
  let held = false;
  let release = (): void => undefined;
  let generation = 0;

  /** Holds the lock until released; resolves with whether it was granted. */
  function acquire(options: { ifAvailable?: boolean; steal?: boolean }): Promise<boolean> {
    const mine = ++generation;
    return new Promise<boolean>((granted) => {
      locks!
        .request(name, options, (lock) => {
          granted(lock !== null);
          if (lock === null) return;
          return new Promise<void>((done) => (release = done));
        })
        .catch(() => {
          // Stolen by another tab (AbortError): this one no longer writes the game.
          if (mine === generation && held) {
            held = false;
            onLost();
          }
        });
    });
  }

  held = await acquire({ ifAvailable: true });
  return {
    get held() {
      return held;
    },
    async takeOver() {
      held = await acquire({ steal: true });
    },
    release() {
      held = false;
      generation++;
      release();
    },
  };
}
