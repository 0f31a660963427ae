import { z } from 'zod';

/**
 * A seat number from untrusted input (an action, a save, the options): a whole number from 0
 * to `last`. `-0` passes `int()` and `min(0)` (JSON.parse reads "-0" as -0) but is not 0 to
 * `Object.is` (Vue's change checks, deep equality in replay checks and tests), and it would be
 * kept in the state as given; so it is refused like any other seat that is not a whole number.
 */
export function seatNumber(last: number) {
  return z
    .number()
    .int()
    .min(0)
    .max(last)
    .refine((n) => !Object.is(n, -0), 'a seat is 0 or more, never -0');
}
