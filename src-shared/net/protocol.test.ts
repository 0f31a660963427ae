import { describe, expect, it } from 'vitest';
import { INVITE_ALPHABET, NET_LIMITS, inviteCodeSchema, parseClientMessage, sanitizeName } from './protocol';

describe('parseClientMessage', () => {
  it('accepts a well-formed act and keeps the action as data for the engine to judge', () => {
    const r = parseClientMessage('act', { step: 3, action: { type: 'pass', seat: 1 } });
    expect(r).toEqual({ ok: true, message: { step: 3, action: { type: 'pass', seat: 1 } } });
  });

  it('refuses a payload over the size limit before reading it', () => {
    const r = parseClientMessage('act', {
      action: { type: 'pass', seat: 0, junk: 'x'.repeat(NET_LIMITS.messageChars) },
    });
    expect(r).toEqual({ ok: false, error: { code: 'TOO_LARGE', params: { limit: NET_LIMITS.messageChars } } });
  });

  it('names the wrong field of a malformed message', () => {
    expect(parseClientMessage('kick', { seat: -1 })).toEqual({
      ok: false,
      error: { code: 'MALFORMED', params: { field: 'seat' } },
    });
    expect(parseClientMessage('seat', { kind: 'bot', seat: 1, level: 'godlike' })).toMatchObject({ ok: false });
    expect(parseClientMessage('options', 'family')).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
  });

  it('refuses what JSON cannot carry', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(parseClientMessage('act', cyclic)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    expect(parseClientMessage('start', undefined)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
  });
});

describe('sanitizeName', () => {
  it('removes control and format characters and folds white space', () => {
    expect(sanitizeName('  Ann\u0000\u202e\u200b  \n\tLee ', 'Player')).toBe('Ann Lee');
    expect(sanitizeName('Ann\nLee\u2028Jo', 'Player')).toBe('Ann Lee Jo');
  });

  it('cuts long names at whole code points', () => {
    const name = sanitizeName('🐎'.repeat(40), 'Player');
    expect(Array.from(name)).toHaveLength(NET_LIMITS.nameChars);
    expect(name).toBe('🐎'.repeat(NET_LIMITS.nameChars));
  });

  it('falls back when nothing is left or the name is not text', () => {
    expect(sanitizeName('\u0007\u200d', 'Player 2')).toBe('Player 2');
    expect(sanitizeName({ toString: 'x' }, 'Player 2')).toBe('Player 2');
  });
});

describe('invite codes', () => {
  it('have no look-alike characters and carry at least 40 bits', () => {
    for (const c of '01OIL') expect(INVITE_ALPHABET).not.toContain(c);
    expect(new Set(INVITE_ALPHABET).size).toBe(INVITE_ALPHABET.length);
    expect(10 * Math.log2(INVITE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
    expect(inviteCodeSchema.safeParse('ABCDEFGH23').success).toBe(true);
    expect(inviteCodeSchema.safeParse('ABCDEFGH2O').success).toBe(false);
  });
});
