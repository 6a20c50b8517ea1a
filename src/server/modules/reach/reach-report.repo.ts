import { sql } from 'drizzle-orm';
import type { ReachEventReport } from '@shared/api/reach';
import { REACH_KINDS, reachWindow } from '@shared/game/reminders';
import type { Db } from '../../db/client';

interface Row {
  kind: string;
  status: string;
  n: number;
}

/** The admin console's view of one event (issue 32 part 4): each kind's window by the event's current facts, and its rows by status. */
export async function reachEventReport(db: Db, eventId: number): Promise<ReachEventReport | undefined> {
  const events = await db.execute(sql`SELECT start_date, results_published_at FROM events WHERE id = ${eventId}`);
  const event = (events as unknown as { rows: { start_date: string | Date; results_published_at: string | Date | null }[] }).rows[0];
  if (!event) return undefined;
  const res = await db.execute(sql`
    SELECT kind, status, count(*)::int AS n FROM reach_deliveries WHERE event_id = ${eventId} GROUP BY kind, status`);
  const rows = (res as unknown as { rows: Row[] }).rows;
  const count = (kind: string, ...statuses: string[]) =>
    rows.filter((r) => r.kind === kind && statuses.includes(r.status)).reduce((n, r) => n + Number(r.n), 0);
  const startMs = new Date(event.start_date).getTime();
  const publishedMs = event.results_published_at === null ? null : new Date(event.results_published_at).getTime();
  return {
    eventId,
    kinds: REACH_KINDS.map((kind) => {
      const anchor = kind === 'digest' ? publishedMs : startMs;
      const window = anchor === null ? null : reachWindow(kind, anchor);
      return {
        kind,
        dueAt: window ? new Date(window.fromMs).toISOString() : null,
        until: window ? new Date(window.untilMs).toISOString() : null,
        planned: count(kind, 'planned', 'claimed', 'sending'),
        sent: count(kind, 'sent'),
        failed: count(kind, 'failed'),
        lost: count(kind, 'lost'),
      };
    }),
  };
}
