import { CloseCode } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { NET_CLOSE } from '../../src-shared/index';

describe('close codes', () => {
  it("name Colyseus's code for a room left on purpose as the SDK does (the app reads it without loading the SDK)", () => {
    expect(NET_CLOSE.consented).toBe(CloseCode.CONSENTED);
  });

  it("keep the server's own codes clear of Colyseus's", () => {
    expect(Object.values(CloseCode)).not.toContain(NET_CLOSE.kicked);
  });
});
