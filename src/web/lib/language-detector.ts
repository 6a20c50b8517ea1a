import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_COOKIE } from '@shared/constants/enums';

/**
 * The first visit's language (issue 15: the stored choice, else the browser's languages) as an i18next
 * detector module. It replaces i18next-browser-languagedetector, whose ten lookups (cookie, query string,
 * path, subdomain …) cost ~3 KiB of the first load for the two this app uses (issue 17, decision 0173).
 */
export function createLanguageDetector(storageKey: string): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect() {
      const found: string[] = [];
      try {
        const stored = localStorage.getItem(storageKey);
        if (stored) found.push(stored);
      } catch {
        // Storage may be blocked (private modes, policies): the browser's languages still count.
      }
      // Keep "de", not the browser's "de-DE", so the stored value is one of the five.
      for (const language of navigator.languages ?? [navigator.language]) found.push(language.split('-')[0] ?? language);
      return found;
    },
    cacheUserLanguage(language) {
      // Also told to the server, which picks the language of a prerendered page (src/server/http/spa.ts).
      document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
      try {
        localStorage.setItem(storageKey, language);
      } catch {
        // Not kept: the next visit detects again.
      }
    },
  };
}
