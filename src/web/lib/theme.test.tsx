import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQuery } from '@web/test/fake-media-query';

/** A stand-in for the OS's colour scheme: `prefers-color-scheme: dark` matches while `dark` is true. */
function fakeSystemScheme(dark: boolean) {
  const scheme = fakeMediaQuery('(prefers-color-scheme: dark)', dark);
  return { switchTo: scheme.change };
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('the theme follows the OS and other tabs on every page', () => {
  // A fresh module each time: initTheme() sets its listeners up once per page.
  let theme: typeof import('./theme');
  beforeEach(async () => {
    vi.resetModules();
    window.localStorage.clear();
    document.documentElement.className = '';
    theme = await import('./theme');
  });
  afterEach(() => vi.restoreAllMocks());

  it('switches with the OS when nothing is stored, with no theme toggle on the page', () => {
    const os = fakeSystemScheme(false);
    theme.initTheme();
    expect(isDark()).toBe(false);
    os.switchTo(true);
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    os.switchTo(false);
    expect(isDark()).toBe(false);
  });

  it('keeps a stored choice when the OS switches', () => {
    window.localStorage.setItem('theme', 'light');
    const os = fakeSystemScheme(false);
    theme.initTheme();
    os.switchTo(true);
    expect(isDark()).toBe(false);
  });

  it('follows another tab that toggles the theme', () => {
    fakeSystemScheme(false);
    theme.initTheme();
    window.localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(isDark()).toBe(true);
  });

  it('sets listeners up once however often it is called', () => {
    const os = fakeSystemScheme(false);
    const listen = vi.spyOn(window, 'addEventListener');
    theme.initTheme();
    theme.initTheme();
    expect(listen.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    os.switchTo(true);
    expect(isDark()).toBe(true);
  });
});
