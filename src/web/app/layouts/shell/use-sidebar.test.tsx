import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQuery } from '@web/test/fake-media-query';
import { DESKTOP_MEDIA_QUERY, useSidebar } from './use-sidebar';

/** A stand-in for the screen: `(min-width: 768px)` matches while `desktop` is true. */
function fakeScreen(desktop: boolean) {
  const screen = fakeMediaQuery(DESKTOP_MEDIA_QUERY, desktop);
  return { resizeTo: screen.change };
}

/** The page's root as the prerender leaves it (decision 0180) until the app's first commit. */
function prerenderedRoot() {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', 'player');
  document.body.append(root);
  return root;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById('root')?.remove();
});

describe('the sidebar follows the screen size', () => {
  it('drawn from nothing, it knows the size at once: open on a desktop', () => {
    fakeScreen(true);
    const seen: (boolean | null)[] = [];
    renderHook(() => {
      const sidebar = useSidebar();
      seen.push(sidebar.open);
      return sidebar;
    });
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(true);
  });

  it('drawn from nothing on a phone, it starts closed', () => {
    fakeScreen(false);
    const { result } = renderHook(() => useSidebar());
    expect(result.current).toMatchObject({ open: false, isDesktop: false });
  });

  it('taking a prerendered page over, its first render keeps the default of the HTML, then the real size follows', async () => {
    fakeScreen(false);
    prerenderedRoot();
    const seen: (boolean | null)[] = [];
    function Probe() {
      seen.push(useSidebar().isDesktop);
      return null;
    }
    await act(async () => {
      render(<Probe />);
    });
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(false);
  });

  it('a tap on the toggle while the size is not yet known is kept for the real size: it opens a phone’s sheet', async () => {
    for (const desktop of [false, true]) {
      fakeScreen(desktop);
      prerenderedRoot();
      const seen: ReturnType<typeof useSidebar>[] = [];
      function Probe() {
        seen.push(useSidebar());
        return null;
      }
      const view = render(<Probe />);
      // The toggle as drawn by the takeover's first render, before the size arrived.
      const firstToggle = seen[0]!.toggle;
      expect(seen[0]!.isDesktop).toBeNull();
      await act(async () => firstToggle());
      // A phone's sheet opens; a desktop's sidebar, open by default, closes.
      expect(seen.at(-1)).toMatchObject({ open: !desktop, isDesktop: desktop });
      view.unmount();
      vi.restoreAllMocks();
      document.getElementById('root')?.remove();
    }
  });

  it('crossing the breakpoint shows the new size’s default, whatever the player chose at the other size', () => {
    const screen = fakeScreen(false);
    const { result } = renderHook(() => useSidebar());
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => screen.resizeTo(true));
    expect(result.current).toMatchObject({ open: true, isDesktop: true });
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
    act(() => screen.resizeTo(false));
    expect(result.current).toMatchObject({ open: false, isDesktop: false });
  });
});
