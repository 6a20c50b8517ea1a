import { useLayoutEffect } from 'react';
import { ScrollRestoration } from 'react-router';
import { takingOverPrerenderedPage } from '@web/lib/prerendered';

/**
 * React Router's scroll restoration, which takes back/forward and reloads to where the player was and starts
 * every new page at the top, but leaves a prerendered page (decision 0180) where the visitor has scrolled it.
 * Its first commit resets the scroll to the top when it has no saved position: right for an app drawn into an
 * empty page, wrong for one that takes over a page the visitor may already have scrolled on a slow phone — the
 * page jumped under their finger and a tap landed on whatever had moved there.
 */
export function PageScroll() {
  return (
    <>
      <NoteScrollAtTakeover />
      <ScrollRestoration />
      <KeepScrollAtTakeover />
    </>
  );
}

/** Where the visitor was when the app took the prerendered page over; null for any other first commit. */
let scrollAtTakeover: number | null = null;

// Layout effects run in the order of the elements, all before the browser paints: this one reads the position
// before ScrollRestoration's reset, the one after it puts it back, so the page never moves on screen.
function NoteScrollAtTakeover() {
  useLayoutEffect(() => {
    // AppRoot removes the mark in its own layout effect, which runs after those of the page's elements.
    scrollAtTakeover = takingOverPrerenderedPage() ? window.scrollY : null;
  }, []);
  return null;
}

function KeepScrollAtTakeover() {
  useLayoutEffect(() => {
    if (scrollAtTakeover) window.scrollTo(0, scrollAtTakeover);
    scrollAtTakeover = null;
  }, []);
  return null;
}
