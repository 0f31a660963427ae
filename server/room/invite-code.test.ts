import { describe, expect, it } from 'vitest';
import { INVITE_ALPHABET, inviteCodeSchema } from '../../src-shared/index';
import { newInviteCode } from './invite-code';

describe('newInviteCode', () => {
  it('draws well-formed codes that do not repeat and use the whole alphabet', () => {
    const codes = Array.from({ length: 2000 }, newInviteCode);
    expect(codes.every((c) => inviteCodeSchema.safeParse(c).success)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join(''))).toEqual(new Set(INVITE_ALPHABET));
  });
});
