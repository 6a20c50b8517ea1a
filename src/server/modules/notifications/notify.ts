import type { Db, Tx } from '../../db/client';
import { insertNotifications, type Audience, type NotificationContent } from './notifications.repo';

export type { Audience, NotificationContent };

/**
 * The one way any feature sends in-app notifications (docs/game-rules.md §12): results published,
 * prediction scored, price change of an owned driver, a new member in a league you admin. The audience is
 * resolved in SQL, so notifying every manager is a single statement, and it runs in the caller's
 * transaction when given one, so a notice exists exactly when its cause does; pass `dedupeKey` when the same cause
 * may be sent again (re-scoring an event) so nobody gets it twice.
 */
export async function notify(db: Db | Tx, audience: Audience, content: NotificationContent): Promise<number> {
  return insertNotifications(db, audience, content);
}
