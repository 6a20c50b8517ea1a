import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from '@shared/constants/enums';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to answer in: the reader's own choice when one is known (stored with the account, or the
 * browser's language cookie), else the best of the five the request's Accept-Language names, else English.
 */
export function preferredLanguage(chosen: string | undefined, acceptLanguage: string | null | undefined): Language {
  if (isLanguage(chosen)) return chosen;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? undefined } }).language([...LANGUAGES]);
  return isLanguage(best) ? best : 'en';
}
