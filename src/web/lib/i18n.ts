import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/constants/enums';
import { loadDateLocale } from './date-locales';
import { createLanguageDetector } from './language-detector';
import auth from '@web/locales/en/auth.json';
import common from '@web/locales/en/common.json';
import publicSite from '@web/locales/en/public.json';
import shell from '@web/locales/en/shell.json';
import type admin from '@web/locales/en/admin.json';
import type errors from '@web/locales/en/errors.json';
import type championship from '@web/locales/en/championship.json';
import type events from '@web/locales/en/events.json';
import type fair from '@web/locales/en/fair.json';
import type help from '@web/locales/en/help.json';
import type leagues from '@web/locales/en/leagues.json';
import type live from '@web/locales/en/live.json';
import type legal from '@web/locales/en/legal.json';
import type market from '@web/locales/en/market.json';
import type pages from '@web/locales/en/pages.json';
import type player from '@web/locales/en/player.json';
import type predictions from '@web/locales/en/predictions.json';
import type reach from '@web/locales/en/reach.json';
import type settings from '@web/locales/en/settings.json';
import type team from '@web/locales/en/team.json';

/**
 * English is the source language and the fallback of every key. Its texts for the first screen of any visit
 * (the shared words, the public and sign-in pages, the signed-in shell) stay in the main bundle and are ready
 * at start, in every language (docs/decisions/0150). Every other namespace, English included, is a lazy
 * chunk fetched by the page that uses it (`useTranslation` waits for it and for its English fallback, so a
 * missing translation still never shows a raw key; decision 0173). The server messages (`errors`) come
 * with the first failed request or the first screen that shows one (lib/messages.ts).
 */
export const resources = {
  en: { common, auth, shell, public: publicSite },
} as const;

/** Every namespace's English texts, for typed keys (the lazy ones are only types here). */
interface AllTexts {
  common: typeof common;
  auth: typeof auth;
  shell: typeof shell;
  public: typeof publicSite;
  errors: typeof errors;
  admin: typeof admin;
  pages: typeof pages;
  team: typeof team;
  market: typeof market;
  events: typeof events;
  championship: typeof championship;
  legal: typeof legal;
  predictions: typeof predictions;
  leagues: typeof leagues;
  live: typeof live;
  settings: typeof settings;
  help: typeof help;
  player: typeof player;
  fair: typeof fair;
  reach: typeof reach;
}

export const defaultNS = 'common';
/** The namespaces loaded before the first render (the bundled English ones, in the visitor's language). */
const STARTUP_NAMESPACES = Object.keys(resources.en) as (keyof typeof resources.en)[];

/** Where the browser keeps the chosen language (also read on the next visit before any account is known). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language's own name, for menus: a reader must find their language even in a page they cannot read. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

declare module 'i18next' {
  // Typed keys: a misspelt key is a compile error instead of a raw key on screen.
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: AllTexts;
  }
}

type Texts = Record<string, unknown>;

// Vite turns each file into its own chunk, fetched on first use. English's bundled namespaces are left out.
const lazyTexts = import.meta.glob<Texts>(
  ['../locales/*/*.json', '!../locales/en/{common,auth,shell,public}.json'],
  { import: 'default' },
);

/** The texts of one language and namespace; a namespace not translated yet is empty (English fills in). */
export async function loadTexts(language: string, namespace: string): Promise<Texts> {
  const bundled = language === 'en' ? (resources.en as Record<string, Texts>)[namespace] : undefined;
  if (bundled) return bundled;
  const load = lazyTexts[`../locales/${language}/${namespace}.json`];
  // The language's date-fns locale comes with its texts, so dates are in the same language when they show.
  const [texts] = await Promise.all([load ? load() : Promise.resolve({}), loadDateLocale(language)]);
  return texts;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The interface language now in use, narrowed to the game's five. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : 'en';
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

/**
 * Starts i18next. In the browser the language is detected (and kept); the prerender (no document) passes the
 * language it renders instead.
 */
export async function initI18n({ language }: { language?: Language } = {}): Promise<void> {
  if (language && i18next.isInitialized) {
    await i18next.changeLanguage(language);
    await loadEveryNamespace();
    return;
  }
  // A first visit takes the browser's language; a choice made here (menu, settings) is kept for the next.
  // The signed-in shell then applies the account's stored language (account-preferences.ts).
  if (!language) i18next.on('languageChanged', syncDocumentLanguage).use(createLanguageDetector(LANGUAGE_STORAGE_KEY));
  await i18next
    .use(resourcesToBackend(loadTexts))
    .use(initReactI18next)
    .init({
      lng: language,
      resources,
      // Part of English is bundled; the rest, and every other language, comes through the backend above.
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      // "de-DE" from the browser becomes "de".
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      fallbackLng: 'en',
      defaultNS,
      ns: STARTUP_NAMESPACES,
      // React already escapes text it renders.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  if (!language) syncDocumentLanguage(currentLanguage());
  else await loadEveryNamespace();
}

/**
 * The prerender renders in one pass (renderToString), where a text still on its way cannot be waited for: it
 * loads every namespace of its language first.
 */
function loadEveryNamespace(): Promise<unknown> {
  const namespaces = new Set<string>(STARTUP_NAMESPACES);
  for (const file of Object.keys(lazyTexts)) namespaces.add(file.replace(/^.*\/(.+)\.json$/, '$1'));
  return i18next.loadNamespaces([...namespaces]);
}

/** Fetches the server messages' texts (`errors`) in the active language, once (lib/messages.ts). */
export function loadMessageTexts(): Promise<unknown> {
  return i18next.loadNamespaces('errors');
}

/** Switches the interface language at once, without a reload: its texts are fetched first, then shown. */
export async function setLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

export { i18next };
