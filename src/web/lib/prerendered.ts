/**
 * True while the app is taking a prerendered page over (decision 0180): from the start-up until the first
 * commit, when AppRoot removes the page's mark. False in the prerender itself (no document) and for a page the
 * app draws from nothing.
 */
export function takingOverPrerenderedPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-prerendered') === true;
}
