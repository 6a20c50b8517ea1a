import { messageCodeOf } from '@shared/message-codes';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';

type AnyT = (key: string, options: { defaultValue: string }) => string;

/**
 * A server or shared-schema message in the reader's language (issue 15 part 2): the catalogue code the server
 * sent (or the one the English text has) picks the `errors` text; anything else is shown as it came.
 */
export function localizeMessage(message: string, messageCode?: string): string {
  const code = messageCode ?? messageCodeOf(message);
  if (!code) return message;
  return (i18next.t as unknown as AnyT)(`errors:${code}`, { defaultValue: message });
}

/**
 * `localizeMessage` for a component that shows messages: the component waits (Suspense) until the `errors`
 * texts of the reader's language have arrived, since they are not part of the first load (decision 0173).
 */
export function useLocalizeMessage(): typeof localizeMessage {
  useTranslation('errors');
  return localizeMessage;
}
