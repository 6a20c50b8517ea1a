import { vi } from 'vitest';

/**
 * A stand-in for `window.matchMedia`: every query answers with one list whose `matches` is `matches` until
 * `change(next)` sets it and fires the list's change event, as the browser does on a resize or a switch of the
 * system's colour scheme.
 */
export function fakeMediaQuery(query: string, matches: boolean) {
  const media = Object.assign(new EventTarget(), { matches, media: query });
  vi.spyOn(window, 'matchMedia').mockImplementation(() => media as unknown as MediaQueryList);
  return {
    change(next: boolean) {
      media.matches = next;
      media.dispatchEvent(new Event('change'));
    },
  };
}
