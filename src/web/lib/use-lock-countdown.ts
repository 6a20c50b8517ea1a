import { useEffect, useRef, useState } from 'react';
import { countdownParts, type CountdownParts } from '@shared/game/countdown';

/**
 * A second-by-second countdown to an event's lock. `clockOffsetMs` is how far this device's clock is behind
 * the database's (measured from the server's answer), so a phone whose clock is wrong still shows the real
 * time left. `onLock` runs once when it reaches zero, so the caller can ask the server for its verdict:
 * the countdown is for the eye, the server decides.
 */
export function useLockCountdown(startIso: string, clockOffsetMs: number, onLock?: () => void): CountdownParts {
  const target = Date.parse(startIso);
  const [now, setNow] = useState(() => Date.now() + clockOffsetMs);
  const parts = countdownParts(target, now);
  const lockRef = useRef(onLock);
  useEffect(() => {
    lockRef.current = onLock;
  });

  useEffect(() => {
    if (parts.done) return;
    const id = window.setInterval(() => setNow(Date.now() + clockOffsetMs), 1000);
    return () => window.clearInterval(id);
  }, [clockOffsetMs, parts.done]);

  const fired = useRef(false);
  useEffect(() => {
    if (parts.done && !fired.current) {
      fired.current = true;
      lockRef.current?.();
    }
  }, [parts.done]);
  return parts;
}
