import { useCallback, useEffect, useState } from 'react';

/** Spec §9: the sidebar is open by default from 768 px up and closed below. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';

function matchesDesktop(): boolean {
  return window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
}

export interface SidebarState {
  open: boolean;
  isDesktop: boolean;
  toggle: () => void;
  close: () => void;
}

export function useSidebar(): SidebarState {
  const [isDesktop, setIsDesktop] = useState(matchesDesktop);
  const [open, setOpen] = useState(matchesDesktop);

  useEffect(() => {
    const media = window.matchMedia(DESKTOP_MEDIA_QUERY);
    // Crossing the breakpoint resets the sidebar to that size's default, as the spec describes.
    const onChange = (event: MediaQueryListEvent) => {
      setIsDesktop(event.matches);
      setOpen(event.matches);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const overlayOpen = open && !isDesktop;

  // The phone overlay behaves like a sheet: Escape closes it and the page behind does not scroll.
  useEffect(() => {
    if (!overlayOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [overlayOpen]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, isDesktop, toggle, close };
}
