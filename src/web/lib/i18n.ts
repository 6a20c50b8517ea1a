import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import admin from '@web/locales/en/admin.json';
import auth from '@web/locales/en/auth.json';
import championship from '@web/locales/en/championship.json';
import common from '@web/locales/en/common.json';
import events from '@web/locales/en/events.json';
import legal from '@web/locales/en/legal.json';
import pages from '@web/locales/en/pages.json';
import publicSite from '@web/locales/en/public.json';
import shell from '@web/locales/en/shell.json';
import team from '@web/locales/en/team.json';
import market from '@web/locales/en/market.json';
import predictions from '@web/locales/en/predictions.json';
import leagues from '@web/locales/en/leagues.json';

/** English is the source language; the other languages of spec §9 are added as resource files later. */
export const resources = {
  en: { common, auth, shell, admin, public: publicSite, pages, team, market, events, championship, legal, predictions, leagues },
} as const;

export const defaultNS = 'common';

declare module 'i18next' {
  // Typed keys: a misspelt key is a compile error instead of a raw key on screen.
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['en'];
  }
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', syncDocumentLanguage);
  await i18next.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    defaultNS,
    ns: Object.keys(resources.en),
    // React already escapes text it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  syncDocumentLanguage(i18next.language);
}

export { i18next };
