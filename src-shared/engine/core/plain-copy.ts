/**
 * A deep copy of plain JSON data (no prototypes; undefined fields dropped), about three times
 * faster than a JSON round trip: every applied action copies the state, every player view is one
 * (every bot decision starts from a view).
 */
export function plainCopy<T>(x: T): T {
  if (Array.isArray(x)) return x.map(plainCopy) as T;
  if (x === null || typeof x !== 'object') return x;
  const out: Record<string, unknown> = {};
  for (const k in x) if (x[k] !== undefined) out[k] = plainCopy(x[k]);
  return out as T;
}
