import { LIVE_LIMITS } from '../api/live-constants';

/**
 * Stage times as the admin types them and as a timing site shows them (docs/game-rules.md §15.1):
 * `m:ss.t` (tenths; `m:ss`, hundredths or thousandths and `h:mm:ss.t` are accepted too). Whole milliseconds
 * inside, so sums and gaps are exact.
 */

export type StageTimeParse = { ok: true; ms: number } | { ok: false; reason: 'format' | 'negative' | 'tooLong' };

const SHORT = /^(\d{1,3}):([0-5]\d)(?:\.(\d{1,3}))?$/;
const LONG = /^(\d{1,2}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/;

function fraction(digits: string | undefined): number {
  // ".3" is 300 ms, ".35" 350 ms: pad on the right, never read the digits as a whole number.
  return digits === undefined ? 0 : Number(digits.padEnd(3, '0'));
}

/** Parse a typed time; `max` is the longest plausible value (two hours for a stage). */
export function parseStageTime(text: string, max: number = LIVE_LIMITS.maxStageTimeMs): StageTimeParse {
  const s = text.trim();
  if (s.startsWith('-')) return { ok: false, reason: 'negative' };
  let ms: number;
  const short = SHORT.exec(s);
  const long = short ? null : LONG.exec(s);
  if (short) {
    ms = (Number(short[1]) * 60 + Number(short[2])) * 1000 + fraction(short[3]);
  } else if (long) {
    ms = (Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3])) * 1000 + fraction(long[4]);
  } else {
    return { ok: false, reason: 'format' };
  }
  if (ms > max) return { ok: false, reason: 'tooLong' };
  return { ok: true, ms };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Tenths are what rally timing shows; a time is cut (not rounded) to them, as timing sites do. */
function parts(ms: number): { h: number; m: number; s: number; tenth: number } {
  const tenths = Math.floor(Math.abs(ms) / 100);
  return {
    h: Math.floor(tenths / 36_000),
    m: Math.floor(tenths / 600) % 60,
    s: Math.floor(tenths / 10) % 60,
    tenth: tenths % 10,
  };
}

/** A stage time or penalty: `m:ss.t` (minutes run past 59 for a stage). */
export function formatStageTime(ms: number): string {
  const { h, m, s, tenth } = parts(ms);
  return `${h * 60 + m}:${pad(s)}.${tenth}`;
}

/** An overall time: `h:mm:ss.t` from an hour on, `m:ss.t` below. */
export function formatTotalTime(ms: number): string {
  const { h, m, s, tenth } = parts(ms);
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}.${tenth}` : `${m}:${pad(s)}.${tenth}`;
}

/** A gap to the leader: `+m:ss.t`, or `+s.t` under a minute. */
export function formatGap(ms: number): string {
  const { h, m, s, tenth } = parts(ms);
  return h * 60 + m > 0 ? `+${h * 60 + m}:${pad(s)}.${tenth}` : `+${s}.${tenth}`;
}
