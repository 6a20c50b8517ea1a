/**
 * The English texts of the in-app notifications, which the server stores as they are (title and body). The
 * web shows them in the reader's language: it reads the names back out of the stored English text with the
 * same template (`readNotification`) and fills its own language's (shell namespace, `notifications.kinds`).
 * A notification whose text does not match (an older wording) is shown as stored.
 */
export const NOTIFICATION_TEXTS = {
  results: { title: 'Results published: {{event}}', body: 'Points, prices and standings are updated. See how your team did.' },
  prediction: { title: 'Prediction scored: {{event}}', body: 'Your podium prediction has been scored.' },
  price: { title: 'Driver prices changed after {{event}}', body: 'The price of a driver in your team changed. Check the market.' },
  league_member_joined: { title: 'New league member', body: '{{username}} joined {{league}}' },
  entry_removed: {
    title: 'Not entered: {{driver}}',
    body: '{{driver}} is no longer on the entry list of {{event}} and would score 0 there. Check your team before the start.',
  },
  correction: {
    title: 'Results corrected: {{event}}',
    body: 'Your points for {{event}} changed from {{before}} to {{after}}.',
  },
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_TEXTS;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A template with its values: `fillTemplate('Prediction scored: {{event}}', { event: 'Rally Sweden' })`. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

function readTemplate(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(PLACEHOLDER)
    .map((part, i) => {
      if (i % 2 === 1) {
        names.push(part);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
}

function isKind(type: string): type is NotificationKind {
  return Object.hasOwn(NOTIFICATION_TEXTS, type);
}

/** The kind and the names of a stored notification, or null when its text is not one of the templates. */
export function readNotification(type: string, title: string, body: string): { kind: NotificationKind; values: Record<string, string> } | null {
  if (!isKind(type)) return null;
  const texts = NOTIFICATION_TEXTS[type];
  const fromTitle = readTemplate(texts.title, title);
  const fromBody = readTemplate(texts.body, body);
  if (!fromTitle || !fromBody) return null;
  return { kind: type, values: { ...fromTitle, ...fromBody } };
}
