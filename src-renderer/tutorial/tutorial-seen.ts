/**
 * Whether the tutorial was offered already, remembered between sessions like the other settings
 * (localStorage, which the desktop app keeps in its user data).
 */
const KEY = 'horse-fever:tutorial';

export function tutorialSeen(store: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return store?.getItem(KEY) === 'seen';
  } catch {
    return false;
  }
}

export function markTutorialSeen(store: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    store?.setItem(KEY, 'seen');
  } catch {
    // Storage refused (private mode, quota): the offer may come again next time, nothing worse.
  }
}
