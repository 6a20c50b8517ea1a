import { useEffect, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { vi } from 'vitest';

export interface RenderOptions {
  /** The address the MemoryRouter starts at (default "/"). */
  route?: string;
  /** The route pattern the element is mounted on, for pages that read params (e.g. "/events/:id"). */
  path?: string;
  /** Cached answers, written before the first render: `[queryOptions.queryKey, data]` pairs. */
  cache?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  queryClient?: QueryClient;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** Where the router is now (follows links and navigations made by the component). */
  location: () => Location;
}

/**
 * Puts the test on a fake clock (timeouts, intervals and Date) starting at `now`: timed behaviour (a result
 * shown for 3 s, a countdown) is checked by moving the clock, never by waiting. React's own scheduling and
 * microtasks stay real.
 */
export function startFakeClock(now: Date | number = new Date('2026-03-01T12:00:00Z')): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now });
}

/** Moves the fake clock by `ms` (0: runs what is due now), letting promises settle and React render. */
export async function advance(ms = 0): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The app's query defaults (lib/query-client.ts) without retries: a failed read fails at once in a test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders a component as the app does, with the real providers: i18next in English (src/web/test/setup.ts),
 * a QueryClient and a MemoryRouter. `user` drives it like a person; with fake timers it moves the clock too.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const queryClient = options.queryClient ?? createTestQueryClient();
  for (const [key, data] of options.cache ?? []) queryClient.setQueryData(key, data);
  const seen: { location?: Location } = {};
  function Spy() {
    const location = useLocation();
    useEffect(() => {
      seen.location = location;
    });
    return null;
  }
  const element: ReactNode = options.path ? (
    <Routes>
      <Route path={options.path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        {element}
        <Spy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // With fake timers user-event must move the fake clock for its own pauses.
  const fake = vi.isFakeTimers();
  const user = userEvent.setup(fake ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return {
    ...result,
    user,
    queryClient,
    location: () => {
      if (!seen.location) throw new Error('the router has not rendered');
      return seen.location;
    },
  };
}

/**
 * Replaces a field's text at once, as Playwright's `fill` does (one input event, not one per key): for long
 * texts whose typing is not what the test is about.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.paste(text);
}
