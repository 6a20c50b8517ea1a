import { startTransition, useCallback, useEffect, useState } from 'react';
import { takingOverPrerenderedPage } from '@web/lib/prerendered';

/** The sidebar is open by default from 768 px up and closed below. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';

const desktopMedia = () => window.matchMedia(DESKTOP_MEDIA_QUERY);

/**
 * Whether the screen is a desktop's; null while the app does not know it yet. A prerendered page (decision 0180)
 * knows no screen size: it is drawn, and taken over, with the sidebar in its size's default, which the
 * stylesheet picks (app-sidebar.tsx). The real size follows after the takeover as a transition, which React
 * draws in slices: read through useSyncExternalStore, the difference forced a render at once, in the same long
 * task as the first render's effects (issue 30 item 19). A page the app draws from nothing knows it at once.
 */
function useIsDesktop(): [isDesktop: boolean | null, settle: () => boolean] {
  const [isDesktop, setIsDesktop] = useState<boolean | null>(() =>
    typeof window === 'undefined' || takingOverPrerenderedPage() ? null : desktopMedia().matches,
  );
  // A tap on the toggle before that transition has landed needs the size now, so that its choice is made for
  // the real size and not dropped when the size arrives.
  const settle = useCallback(() => {
    const matches = desktopMedia().matches;
    setIsDesktop(matches);
    return matches;
  }, []);
  useEffect(() => {
    const media = desktopMedia();
    startTransition(() => setIsDesktop(media.matches));
    const onChange = () => setIsDesktop(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return [isDesktop, settle];
}

export interface SidebarState {
  /** null: the default of the screen's size (open on a desktop, closed on a phone), not yet known to the app. */
  open: boolean | null;
  isDesktop: boolean | null;
  toggle: () => void;
  close: () => void;
}

export function useSidebar(): SidebarState {
  const [isDesktop, settle] = useIsDesktop();
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

  const toggle = useCallback(() => {
    if (isDesktop === null) {
      // Still drawn as the size's default: the tap changes what the player sees, open on a desktop, closed on a phone.
      const desktop = settle();
      setChoice({ open: !desktop, isDesktop: desktop });
    } else setChoice({ open: !open, isDesktop });
  }, [open, isDesktop, settle]);
  const close = useCallback(() => setChoice({ open: false, isDesktop: isDesktop ?? settle() }), [isDesktop, settle]);
  return { open, isDesktop, toggle, close };
}
