import { useCallback, useEffect, useRef, useState } from 'react';

/** The "Copied!" confirmation shows for 2 seconds. */
export const COPIED_MS = 2000;

/**
 * Copies text: the async Clipboard API where the page may use it (HTTPS or localhost), else the old
 * selection + execCommand route, which still works on a phone opening the game over plain http on a LAN.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the fallback below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** A flag that is true for COPIED_MS after `flash()`; a second flash restarts the 2 seconds. */
export function useFlash(ms = COPIED_MS) {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, flash] as const;
}
