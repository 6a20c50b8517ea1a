import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** The theme is kept in local storage under this key. The inline script of index.html reads the same key. */
export const THEME_STORAGE_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function readStoredTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    // Storage can be blocked (private mode, policies); the OS preference is then the answer.
    return null;
  }
}

export function systemTheme(): Theme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but the switch still applies for this page view.
  }
  applyTheme(theme);
  notify();
}

/**
 * The settings screen's choice (light, dark, system). "system" removes the stored theme, so the
 * page follows the operating system from now on, including when it switches later (see `subscribe`).
 */
export function setThemePreference(preference: 'light' | 'dark' | 'system'): void {
  if (preference !== 'system') return setTheme(preference);
  try {
    window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Nothing stored that could override the OS.
  }
  applyTheme(systemTheme());
  notify();
}

/**
 * What the settings form should show as the theme: the account's stored choice while this browser looks the
 * way that choice says, otherwise what this browser actually follows (the header toggle's light or dark, or
 * "system" when nothing is stored). Saving the form then never flips the page the player is looking at.
 */
export function themePreferenceInUse(stored: 'light' | 'dark' | 'system'): 'light' | 'dark' | 'system' {
  const storedLook = stored === 'system' ? systemTheme() : stored;
  if (storedLook === resolveTheme()) return stored;
  return readStoredTheme() ?? 'system';
}

export function toggleTheme(): void {
  setTheme(resolveTheme() === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  // Without a stored choice the page follows the OS live, e.g. when it switches to night mode.
  const onSystemChange = () => {
    if (readStoredTheme() === null) {
      applyTheme(systemTheme());
      listener();
    }
  };
  // Another tab toggling the theme writes storage; keep this tab in step.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) {
      applyTheme(resolveTheme());
      listener();
    }
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Call once at start-up so the class is right even if the pre-paint script could not run. */
export function initTheme(): void {
  applyTheme(resolveTheme());
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, resolveTheme, () => 'light' as Theme);
  const set = useCallback((next: Theme) => setTheme(next), []);
  const toggle = useCallback(() => toggleTheme(), []);
  return { theme, setTheme: set, toggleTheme: toggle };
}
