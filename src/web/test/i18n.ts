import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS } from '@web/lib/i18n';

type Texts = Record<string, unknown>;

// Every English namespace, bundled into the test at once (the app loads most of them lazily, lib/i18n.ts).
const files = import.meta.glob<Texts>('../locales/en/*.json', { eager: true, import: 'default' });
const english = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), texts]),
);

/**
 * The app's i18next instance (the one `useTranslation` and lib/messages.ts use) in English with every
 * namespace present before the first render, so no component suspends waiting for its texts.
 */
export function initTestI18n(): void {
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en'],
    resources: { en: english },
    ns: Object.keys(english),
    defaultNS,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}
