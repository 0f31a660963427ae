import { randomInt } from 'node:crypto';
import { INVITE_ALPHABET, INVITE_LENGTH } from '../../src-shared/index';

/** A new invite code: uniform draws from the look-alike-free alphabet by the system's CSPRNG. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}
