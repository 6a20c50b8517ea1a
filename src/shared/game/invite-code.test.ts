import { describe, expect, it } from 'vitest';
import { generateInviteCode, isInviteCodeFormat, normalizeInviteCode } from './invite-code';

/** A byte source that plays back a fixed sequence, then zeros. */
function playback(bytes: number[]): (n: number) => Uint8Array {
  let cursor = 0;
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = bytes[cursor++] ?? 0;
    return out;
  };
}

describe('generateInviteCode (game-rules §8.6)', () => {
  it('maps bytes to A-Z then 0-9', () => {
    // 0 -> A, 25 -> Z, 26 -> 0, 35 -> 9, 36 -> A (36 % 36), 71 -> 9 (71 % 36 = 35), 251 -> 9 (251 % 36 = 35), 1 -> B
    expect(generateInviteCode(playback([0, 25, 26, 35, 36, 71, 251, 1]))).toBe('AZ09A99B');
  });

  it('skips bytes 252-255 to avoid modulo bias', () => {
    // 252..255 are dropped; 2 -> C, 3 -> D ...
    expect(generateInviteCode(playback([252, 2, 253, 3, 254, 4, 255, 5, 6, 7, 8, 9]))).toBe('CDEFGHIJ');
  });

  it('asks for more bytes when a batch runs out of usable ones', () => {
    const calls: number[] = [];
    const source = (n: number) => {
      calls.push(n);
      // First batch: all rejected except one; later batches: all "B".
      return calls.length === 1 ? new Uint8Array(n).fill(255).fill(0, 0, 1) : new Uint8Array(n).fill(1);
    };
    expect(generateInviteCode(source)).toBe('ABBBBBBB');
    expect(calls.length).toBe(2);
  });

  it('fails instead of looping forever on a broken source', () => {
    expect(() => generateInviteCode((n) => new Uint8Array(n).fill(255))).toThrow(/too few usable bytes/);
    expect(() => generateInviteCode(() => new Uint8Array(0))).toThrow(/too few usable bytes/);
  });

  it('always yields a well-formed code from a real source', () => {
    const random = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(Math.random() * 256));
    for (let i = 0; i < 200; i++) expect(isInviteCodeFormat(generateInviteCode(random))).toBe(true);
  });

  it('gives every character exactly 7 of the 252 accepted byte values', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 252; byte++) {
      const ch = generateInviteCode((n) => new Uint8Array(n).fill(byte))[0] ?? '';
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    expect([...counts.values()].every((c) => c === 7)).toBe(true);
  });
});

describe('isInviteCodeFormat', () => {
  it('accepts 8 uppercase letters or digits', () => {
    expect(isInviteCodeFormat('AB12CD34')).toBe(true);
    expect(isInviteCodeFormat('ZZZZZZZZ')).toBe(true);
    expect(isInviteCodeFormat('00000000')).toBe(true);
  });

  it('rejects other lengths, lower case and other characters', () => {
    expect(isInviteCodeFormat('AB12CD3')).toBe(false);
    expect(isInviteCodeFormat('AB12CD345')).toBe(false);
    expect(isInviteCodeFormat('ab12cd34')).toBe(false);
    expect(isInviteCodeFormat('AB12-D34')).toBe(false);
    expect(isInviteCodeFormat(' AB12CD34')).toBe(false);
    expect(isInviteCodeFormat('')).toBe(false);
  });
});

describe('normalizeInviteCode (game-rules §8.6)', () => {
  it('trims and uppercases', () => {
    expect(normalizeInviteCode('  ab12cd34 \n')).toBe('AB12CD34');
  });

  it('leaves inner characters alone', () => {
    expect(normalizeInviteCode('ab 12')).toBe('AB 12');
  });

  it('turns blank input into an empty string', () => {
    expect(normalizeInviteCode('   ')).toBe('');
  });
});
