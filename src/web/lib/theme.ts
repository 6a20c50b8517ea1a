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
  return () => {
    listeners.delete(listener);
  };
}

let following = false;

/**
 * Call once at start-up: sets the class even if the pre-paint script could not run, then keeps following, for the
 * page's whole life, the OS (without a stored choice, e.g. when it switches to night mode) and other tabs that
 * toggle the theme. Every page follows, not only those with a theme toggle mounted (the 404 and sign-in pages
 * have none).
 */
export function initTheme(): void {
  applyTheme(resolveTheme());
  if (following) return;
  following = true;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (readStoredTheme() !== null) return;
    applyTheme(systemTheme());
    notify();
  });
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(resolveTheme());
    notify();
  });
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, resolveTheme, () => 'light' as Theme);
  const set = useCallback((next: Theme) => setTheme(next), []);
  const toggle = useCallback(() => toggleTheme(), []);
  return { theme, setTheme: set, toggleTheme: toggle };
}
