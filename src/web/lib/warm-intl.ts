/**
 * The first number or date a page formats loads the browser's locale data (ICU): 20–45 ms of one task on this
 * machine, four times that on a slow phone, wherever that first format falls — on the dashboard, inside the render
 * that draws its figures (issue 30 item 19). The data is shared by every thread of the page's process, so a worker
 * that formats first takes that cost off the main thread: the page's own first format then takes well under a
 * millisecond. Started at the very beginning, it is done long before the app draws.
 */
export function warmIntl(language: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' }).postMessage(language);
  } catch {
    // Only a head start: without it the first format pays the cost itself, as before.
  }
}
