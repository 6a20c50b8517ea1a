import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it (a frame, then a task). Heavy parts that
 * are not the point of the first screen (charts: recharts is ~110 KiB) start loading only then, so the page
 * shows without waiting for them (issue 17).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * False until the page's main heading (`main h1`) is in the document and painted, or `maxWaitMs` have passed
 * for a page without one. Things on every page that are never its point (the next-event badge) wait for this
 * rather than the first paint, which may be the layout alone while the page's own code still downloads
 * (issue 17, decision 0173).
 */
export function useAfterPageShown(maxWaitMs = 4000): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer.disconnect();
      clearTimeout(fallback);
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setShown(true), 0);
      });
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector('main h1')) done();
    });
    const fallback = setTimeout(done, maxWaitMs);
    if (document.querySelector('main h1')) done();
    else observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(fallback);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [maxWaitMs]);
  return shown;
}
