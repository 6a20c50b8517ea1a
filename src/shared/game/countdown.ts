export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target moment has been reached. */
  done: boolean;
}

/**
 * Whole days, hours, minutes and seconds from `now` to `target`, rounded down so the display never claims
 * more time than is left (at 0.9 s it shows 0 s and flips to done a moment later, not to "1 s" first).
 */
export function countdownParts(target: Date | number, now: Date | number): CountdownParts {
  const ms = new Date(target).getTime() - new Date(now).getTime();
  if (!Number.isFinite(ms) || ms <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: false,
  };
}
