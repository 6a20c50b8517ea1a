import type { Locale } from 'date-fns';

// The date-fns locale of each language but English (issue 17, decision 0173), fetched
// with their language's texts (i18n.ts loadTexts), so a visitor downloads only the locale they read in.
const loaders: Readonly<Record<string, () => Promise<Locale>>> = {
  it: () => import('date-fns/locale/it').then((m) => m.it),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  de: () => import('date-fns/locale/de').then((m) => m.de),
};

const loaded = new Map<string, Locale>();
const pending = new Map<string, Promise<void>>();

/** Fetches a language's date-fns locale once; languages without one (and English) resolve at once. */
export function loadDateLocale(language: string): Promise<void> {
  const load = loaders[language];
  if (!load || loaded.has(language)) return Promise.resolve();
  let promise = pending.get(language);
  if (!promise) {
    promise = load().then((locale) => {
      loaded.set(language, locale);
    });
    pending.set(language, promise);
  }
  return promise;
}

/** The locale of a language once it has arrived (format-date.ts falls back to English's, which it bundles). */
export function loadedDateLocale(language: string): Locale | undefined {
  return loaded.get(language);
}
