import { LEAGUE_INVITE_CODE_LENGTH } from '../constants/game';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// 252 = 7 × 36: bytes at or above it are discarded so every character is equally likely (a plain
// `byte % 36` would favour the first 4 characters, since 256 is not a multiple of 36).
const ACCEPT_BELOW = Math.floor(256 / ALPHABET.length) * ALPHABET.length;
const BATCH = 16;
// A healthy source rejects about 1.6% of bytes; this many empty batches means the source is broken.
const MAX_BATCHES = 64;

const FORMAT = new RegExp(`^[A-Z0-9]{${LEAGUE_INVITE_CODE_LENGTH}}$`);

/**
 * A league invite code of uppercase letters and digits. The byte source is injected (node:crypto
 * randomBytes on the server) so this stays pure and testable.
 */
export function generateInviteCode(randomBytes: (n: number) => Uint8Array): string {
  let code = '';
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    for (const byte of randomBytes(BATCH)) {
      if (byte >= ACCEPT_BELOW) continue;
      code += ALPHABET[byte % ALPHABET.length];
      if (code.length === LEAGUE_INVITE_CODE_LENGTH) return code;
    }
  }
  throw new Error('random byte source produced too few usable bytes for an invite code');
}

/** Whether a code has the stored shape; run normalizeInviteCode on user input first. */
export function isInviteCodeFormat(code: string): boolean {
  return FORMAT.test(code);
}

/** Users paste codes with stray spaces or type them in lower case. */
export function normalizeInviteCode(input: string): string {
  return input.trim().toUpperCase();
}
