import { LANGUAGES, type Language } from '@shared/constants/enums';
import { MAX_TEAM_DRIVERS } from '@shared/constants/game';
import type { MailMessage } from '../../lib/mailer';
import { reachTexts } from '../../mail/mail-texts';
import type { DeliveryFacts } from './delivery-facts.repo';
import { unsubscribeUrl } from './unsubscribe-link';

export function factsLanguage(stored: string | null): Language {
  return LANGUAGES.find((l) => l === stored) ?? 'en';
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The lines of a reminder or digest: the text part joins them, the HTML part makes paragraphs of them. */
interface Body {
  subject: string;
  lines: string[];
  list?: string[];
  action: { line: string; url: string };
}

function lockBody(f: DeliveryFacts, language: Language, publicUrl: string): Body {
  const t = reachTexts(language);
  const time = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(f.startDate);
  const lines = [t('lock.greeting', { name: f.username }), t('lock.locksAt', { event: f.eventName, time })];
  if (f.drivers === null) lines.push(t('lock.noTeam'));
  else if (f.drivers < MAX_TEAM_DRIVERS) lines.push(t('lock.teamIncomplete', { drivers: f.drivers, max: MAX_TEAM_DRIVERS }));
  if (!f.hasPrediction) lines.push(t('lock.noPrediction'));
  const url = new URL(`/events/${f.eventId}`, publicUrl).toString();
  const subjectKey = f.kind === 'lock_1h' ? 'lock.subject_lock_1h' : 'lock.subject_lock_24h';
  return { subject: t(subjectKey, { event: f.eventName }), lines, action: { line: t('lock.open', { url }), url } };
}

function digestBody(f: DeliveryFacts, language: Language, publicUrl: string): Body {
  const t = reachTexts(language);
  const team = f.teamPoints ?? 0;
  const prediction = f.predictionPoints ?? 0;
  const lines = [
    t('digest.greeting', { name: f.username }),
    t('digest.points', { event: f.eventName, total: team + prediction, team, prediction }),
  ];
  if (f.rank !== null) {
    const move = f.previousRank === null ? 0 : f.previousRank - f.rank;
    if (move > 0) lines.push(t('digest.rankUp', { rank: f.rank, move }));
    else if (move < 0) lines.push(t('digest.rankDown', { rank: f.rank, move: -move }));
    else lines.push(t('digest.rank', { rank: f.rank }));
  }
  const list = f.leagues.map((l) => t('digest.league', { name: l.name, position: l.position ?? '–', members: l.members }));
  if (list.length) lines.push(t('digest.leagues'));
  const url = new URL(`/events/${f.eventId}`, publicUrl).toString();
  return { subject: t('digest.subject', { event: f.eventName }), lines, list, action: { line: t('digest.open', { url }), url } };
}

/**
 * A reminder or digest as an e-mail (issue 32 part 3): plain text and HTML with the same words, in the
 * player's language, with the one-click unsubscribe of RFC 8058 (`List-Unsubscribe` + `List-Unsubscribe-Post`)
 * and the same link in the footer. Both turn off this kind only.
 */
export function reachMail(f: DeliveryFacts, config: { publicUrl: string; secret: string }): MailMessage {
  const language = factsLanguage(f.language);
  const t = reachTexts(language);
  const body = f.kind === 'digest' ? digestBody(f, language, config.publicUrl) : lockBody(f, language, config.publicUrl);
  const unsubscribe = unsubscribeUrl(config.publicUrl, config.secret, f.userId, f.kind);
  const why = t(`footer.why_${f.kind}`);
  const text = [
    ...body.lines,
    ...(body.list ?? []).map((l) => `- ${l}`),
    '',
    body.action.line,
    '',
    '--',
    why,
    t('footer.unsubscribe', { url: unsubscribe }),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...body.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    body.list?.length ? `<ul>${body.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '',
    `<p><a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.url)}</a></p>`,
    `<hr><p style="font-size:small">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('footer.unsubscribeLink'))}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: f.email,
    subject: body.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
