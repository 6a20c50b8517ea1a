import type { Language } from '@shared/constants/enums';
import type { ReachKind } from '@shared/game/reminders';
import { reachTexts } from '../../mail/mail-texts';

/**
 * The page the unsubscribe link opens: a few lines of server-made HTML in the player's language, so it works
 * with no session, no script and no download of the app. `kind` null: the link was not valid.
 */
export function unsubscribedPage(language: Language, kind: ReachKind | null, publicUrl: string): string {
  const t = reachTexts(language);
  const message = kind ? t(`unsubscribed.done_${kind}`) : t('unsubscribed.invalid');
  const settings = new URL('/settings', publicUrl).toString();
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${t('unsubscribed.title')} · Rally Fantasy</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#111;background:#fff}',
    'a{color:#0b57d0}@media (prefers-color-scheme:dark){body{color:#eee;background:#111}a{color:#8ab4f8}}</style></head>',
    `<body><main><h1>${kind ? t('unsubscribed.title') : 'Rally Fantasy'}</h1><p>${message}</p>`,
    `<p><a href="${settings}">${t('unsubscribed.settings')}</a></p></main></body></html>`,
  ].join('\n');
}
