import { INVITE_ALPHABET } from '../../src-shared/index';

/** An invite code as typed (any case, spaces or dashes between groups) in the server's alphabet. */
export function normalizeCode(typed: string): string {
  const allowed = new Set(INVITE_ALPHABET);
  return [...typed.toUpperCase()].filter((c) => allowed.has(c)).join('');
}

/**
 * A server address as typed: `host:port` or `http(s)://…` as well as `ws(s)://…`. The Colyseus
 * client takes the WebSocket form and derives its HTTP calls from it.
 */
export function normalizeAddress(typed: string, fallback: string): string {
  const a = typed.trim().replace(/\/+$/, '');
  if (a === '') return fallback;
  if (/^wss?:\/\//i.test(a)) return a;
  if (/^https?:\/\//i.test(a)) return a.replace(/^http/i, 'ws');
  return `ws://${a}`;
}
