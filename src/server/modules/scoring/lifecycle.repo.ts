import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Brings the stored events.status / stages.status columns in line with the database clock (the same
 * rules as src/server/db/event-status.ts, which API reads use directly). Run by every instance's worker
 * tick; the WHERE clauses make it write nothing when nothing changed.
 */
export async function refreshStatuses(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE events SET status = s.status
    FROM (SELECT id, (CASE WHEN results_published_at IS NOT NULL THEN 'completed'
                           WHEN start_date <= now() THEN 'active' ELSE 'upcoming' END)::event_status AS status
          FROM events) s
    WHERE events.id = s.id AND events.status <> s.status`);
  await db.execute(sql`
    UPDATE stages SET status = s.status
    FROM (SELECT st.id, (CASE WHEN e.results_published_at IS NOT NULL THEN 'completed'
                              WHEN st.start_time IS NULL OR st.start_time > now() THEN 'upcoming'
                              WHEN EXISTS (SELECT 1 FROM stages later WHERE later.event_id = st.event_id
                                           AND later.start_time > st.start_time AND later.start_time <= now())
                                THEN 'completed'
                              ELSE 'active' END)::event_status AS status
          FROM stages st JOIN events e ON e.id = st.event_id) s
    WHERE stages.id = s.id AND stages.status <> s.status`);
}
