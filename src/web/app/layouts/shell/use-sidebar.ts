import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** The sidebar is open by default from 768 px up and closed below. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DESKTOP_MEDIA_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const matchesDesktop = () => window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
// A prerendered page (decision 0180) knows no screen size: it is drawn, and taken over, with the sidebar in
// its size's default, which the stylesheet picks (app-sidebar.tsx); the real size follows in the next render.
const unknownSize = () => null;

export interface SidebarState {
  /** null: the default of the screen's size (open on a desktop, closed on a phone), not yet known to the app. */
  open: boolean | null;
  isDesktop: boolean | null;
  toggle: () => void;
  close: () => void;
}

export function useSidebar(): SidebarState {
  const isDesktop = useSyncExternalStore(subscribe, matchesDesktop, unknownSize);
  // The player's last choice, for the size it was made at: crossing the breakpoint resets the sidebar to that
  // size's default, as the spec describes.
  const [choice, setChoice] = useState<{ open: boolean; isDesktop: boolean | null } | null>(null);
  const open = choice && choice.isDesktop === isDesktop ? choice.open : isDesktop;

  const overlayOpen = open === true && isDesktop === false;

  // The phone overlay behaves like a sheet: Escape closes it and the page behind does not scroll.
  useEffect(() => {
    if (!overlayOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setChoice({ open: false, isDesktop: false });
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [overlayOpen]);

  const toggle = useCallback(() => setChoice({ open: !open, isDesktop }), [open, isDesktop]);
  const close = useCallback(() => setChoice({ open: false, isDesktop }), [isDesktop]);
  return { open, isDesktop, toggle, close };
}
