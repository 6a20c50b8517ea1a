import { useEffect, useRef } from 'react';
import { countdownParts, type CountdownParts } from '@shared/game/countdown';
import { useNow } from './use-now';

/**
 * A second-by-second countdown to an event's lock, on the game clock (src/web/lib/clock.ts), so a phone whose
 * clock is wrong still shows the real time left. `onLock` runs once when it reaches zero, so the caller can ask
 * the server for its verdict: the countdown is for the eye, the server decides.
 */
export function useLockCountdown(startIso: string, onLock?: () => void): CountdownParts {
  const target = Date.parse(startIso);
  const now = useNow(1000);
  const parts = countdownParts(target, now);
  const lockRef = useRef(onLock);
  useEffect(() => {
    lockRef.current = onLock;
  });

  const fired = useRef(false);
  useEffect(() => {
    if (parts.done && !fired.current) {
      fired.current = true;
      lockRef.current?.();
    }
  }, [parts.done]);
  return parts;
}
