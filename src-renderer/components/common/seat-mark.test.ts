import { describe, expect, it } from 'vitest';
import { seatMark } from './seat-mark';

describe('seatMark', () => {
  it("is a name's first letter, with its number when it ends in one", () => {
    expect(seatMark('Ann')).toBe('A');
    expect(seatMark(' émile ')).toBe('É');
    expect(seatMark('Bot 1')).toBe('B1');
    expect(seatMark('Bot 12')).toBe('B12');
    expect(seatMark('42')).toBe('4');
  });
});
