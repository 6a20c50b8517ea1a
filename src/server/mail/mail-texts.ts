import i18next from 'i18next';
import { LANGUAGES, type Language } from '@shared/constants/enums';
import { preferredLanguage } from '../lib/preferred-language';
import de from './locales/de/mail.json';
import en from './locales/en/mail.json';
import es from './locales/es/mail.json';
import fr from './locales/fr/mail.json';
import it from './locales/it/mail.json';
import deReach from './locales/de/reach.json';
import enReach from './locales/en/reach.json';
import esReach from './locales/es/reach.json';
import frReach from './locales/fr/reach.json';
import itReach from './locales/it/reach.json';

/**
 * The texts of the e-mails the server sends, in the game's five languages (issue 15). They live beside the
 * server, not in the web's bundles, so a browser never downloads them; the web's parity test checks these
 * files too (same keys, variables and plural forms). The same i18next the web uses reads them, so plurals and
 * interpolation follow the same rules.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: {
    en: { mail: en, reach: enReach },
    it: { mail: it, reach: itReach },
    es: { mail: es, reach: esReach },
    fr: { mail: fr, reach: frReach },
    de: { mail: de, reach: deReach },
  },
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  defaultNS: 'mail',
  ns: ['mail', 'reach'],
  // Resources are given above: init is synchronous, so the texts are ready as soon as this module is loaded.
  initAsync: false,
  // Plain-text mail: nothing to escape.
  interpolation: { escapeValue: false },
});

/** A key of the mail texts, e.g. `passwordReset.subject`. */
export type MailKey = { [G in keyof typeof en]: `${G & string}.${keyof (typeof en)[G] & string}` }[keyof typeof en];
export type MailT = (key: MailKey, values?: Record<string, string | number>) => string;

export function mailTexts(language: Language): MailT {
  // i18next's key types are declared once for the whole program, for the web's namespaces (lib/i18n.ts), so
  // this instance's function is typed here by the mail keys instead.
  const t = texts.getFixedT(language) as unknown as (key: string, values?: Record<string, string | number>) => string;
  return (key, values) => t(key, values);
}

/** A key of the reminder and digest texts (issue 32), e.g. `digest.subject`. */
export type ReachKey = { [G in keyof typeof enReach]: `${G & string}.${keyof (typeof enReach)[G] & string}` }[keyof typeof enReach];
export type ReachT = (key: ReachKey, values?: Record<string, string | number>) => string;

/** The reminder and digest texts (their own namespace, so the mail and reach files change apart). */
export function reachTexts(language: Language): ReachT {
  const t = texts.getFixedT(language, 'reach' as never) as unknown as (key: string, values?: Record<string, string | number>) => string;
  return (key, values) => t(key, values);
}

/**
 * The language of a mail: the recipient's stored preference when there is one, else the best of the five the
 * request's Accept-Language names (the web sends the language it shows), else English.
 */
export function mailLanguage(stored: string | undefined, acceptLanguage: string | null | undefined): Language {
  return preferredLanguage(stored, acceptLanguage);
}
