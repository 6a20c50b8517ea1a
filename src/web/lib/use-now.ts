import { useEffect, useState } from 'react';
import { clockNow, subscribeClock } from './clock';

/** The game clock's time, ticking every `intervalMs` while `enabled`, and at once when the clock is corrected. */
export function useNow(intervalMs: number, enabled = true): number {
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    const tick = () => setNow(clockNow());
    const unsubscribe = subscribeClock(tick);
    if (!enabled) return unsubscribe;
    tick();
    const id = window.setInterval(tick, intervalMs);
    return () => {
      unsubscribe();
      window.clearInterval(id);
    };
  }, [intervalMs, enabled]);
  return now;
}
