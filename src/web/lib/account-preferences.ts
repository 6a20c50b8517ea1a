import { useEffect } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Preferences } from '@shared/api/account';
import { api } from '@web/lib/api';
import { currentLanguage, setLanguage } from './i18n';
import { setThemePreference } from './theme';

/**
 * The account's settings (GET /api/me/settings). In lib/ rather than features/settings because the shell
 * and the sign-in both apply the stored preferences, and features must not import each other.
 */
export const accountSettingsQueryOptions = queryOptions({
  queryKey: ['account', 'settings'] as const,
  queryFn: ({ signal }) => api.get('/api/me/settings', { signal }),
  staleTime: 60_000,
});

/** Applies the language and, when asked, the theme of the account to this browser. */
export async function applyPreferences(preferences: Pick<Preferences, 'language' | 'theme'>, options: { theme: boolean }): Promise<void> {
  if (options.theme) setThemePreference(preferences.theme);
  await setLanguage(preferences.language);
}

/**
 * At sign-in the account's preferences win over this browser's (a new device looks like the old one).
 * Afterwards the header's theme toggle may change the theme for this browser (docs/decisions/0141).
 * A failed read keeps the browser as it is: signing in must not fail over a preference.
 */
export async function applyPreferencesAtSignIn(queryClient: QueryClient): Promise<void> {
  try {
    const settings = await queryClient.fetchQuery({ ...accountSettingsQueryOptions, staleTime: 0 });
    await applyPreferences(settings.preferences, { theme: true });
  } catch {
    // Keep the current look; the settings page shows the stored values.
  }
}

/**
 * A new account starts in the language the visitor was reading (browser language or the menu's choice), not
 * in the default English: it is stored at once, so the shell's read of the account does not switch back.
 */
export async function keepLanguageAtSignUp(queryClient: QueryClient): Promise<void> {
  const language = currentLanguage();
  if (language === 'en') return;
  try {
    const settings = await api.patch('/api/me/settings', { body: { language } });
    queryClient.setQueryData(accountSettingsQueryOptions.queryKey, settings);
  } catch {
    // The account keeps English; the settings page can change it.
  }
}

/**
 * In the signed-in shell: the account's language on every page load. The browser also keeps the last language
 * (i18n.ts), so a reload starts in it at once; the account's stored choice wins when it differs.
 */
export function useAccountLanguage(enabled: boolean): void {
  const { data } = useQuery({ ...accountSettingsQueryOptions, enabled });
  const language = data?.preferences.language;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
}
