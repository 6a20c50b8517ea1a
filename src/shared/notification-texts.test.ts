import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate, NOTIFICATION_TEXTS, readNotification } from './notification-texts';

describe('notification texts', () => {
  it('reads the names back out of what the server stored', () => {
    const title = fillTemplate(NOTIFICATION_TEXTS.results.title, { event: 'Rally Sweden' });
    expect(title).toBe('Results published: Rally Sweden');
    expect(readNotification('results', title, NOTIFICATION_TEXTS.results.body)).toEqual({ kind: 'results', values: { event: 'Rally Sweden' } });
    expect(readNotification('league_member_joined', 'New league member', 'kalle_r joined Friday Night: Rally (and more) $1')).toEqual({
      kind: 'league_member_joined',
      values: { username: 'kalle_r', league: 'Friday Night: Rally (and more) $1' },
    });
  });

  it('leaves a text of another wording or an unknown type alone', () => {
    expect(readNotification('results', 'Something else', NOTIFICATION_TEXTS.results.body)).toBeNull();
    expect(readNotification('system', 'Hello', 'World')).toBeNull();
  });

  it('has the web English texts word for word (the web fills the same templates in every language)', () => {
    const shell = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../web/locales/en/shell.json'), 'utf8')) as {
      notifications: { kinds: unknown };
    };
    expect(shell.notifications.kinds).toEqual(NOTIFICATION_TEXTS);
  });
});
