import { describe, expect, it } from 'vitest';
import { normalizeAddress, normalizeCode } from './online-input';

describe('what the player types', () => {
  it('reads an invite code in any case, with spaces or dashes, and drops look-alikes the alphabet has not', () => {
    expect(normalizeCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(normalizeCode('ABCDE FGHJK')).toBe('ABCDEFGHJK');
    expect(normalizeCode('O0I1L')).toBe('');
  });

  it('reads a server address with or without its scheme', () => {
    const d = 'ws://localhost:2567';
    expect(normalizeAddress('', d)).toBe(d);
    expect(normalizeAddress('  ', d)).toBe(d);
    expect(normalizeAddress('example.org:2567', d)).toBe('ws://example.org:2567');
    expect(normalizeAddress('wss://play.example.org/', d)).toBe('wss://play.example.org');
    expect(normalizeAddress('https://play.example.org', d)).toBe('wss://play.example.org');
    expect(normalizeAddress('http://192.168.1.5:2567', d)).toBe('ws://192.168.1.5:2567');
  });
});
