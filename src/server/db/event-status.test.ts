import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../test/test-database';
import type { Database, Db } from './client';
import { eventStatusSql, stageStatusSql } from './event-status';
import { events, stages } from './schema/index';

/**
 * Event and stage status follow the game clock (docs/game-rules.md §2.1, §2.2). Times are set relative to the
 * game clock (app_now()), hours away from it, so the test does not depend on how fast it runs.
 */

const at = (hours: number) => sql`app_now() + make_interval(hours => ${hours})`;

describe.each(testDatabaseKinds())('event and stage status from the clock (%s)', (kind) => {
  let database: Database;
  let db: Db;
  const ids: Record<string, number> = {};

  async function addEvent(name: string, startHours: number, published: boolean) {
    const [row] = await db
      .insert(events)
      .values({
        season: 2026,
        round: Object.keys(ids).length + 1,
        name,
        country: 'Kenya',
        startDate: at(startHours),
        endDate: at(startHours + 72),
        surfaceType: 'gravel',
        // The stored column says upcoming throughout: the status read must not depend on it.
        status: 'upcoming',
        resultsPublishedAt: published ? at(-1) : null,
      })
      .returning({ id: events.id });
    ids[name] = row!.id;
  }

  async function addStage(eventName: string, number: number, startHours: number | null) {
    await db.insert(stages).values({
      eventId: ids[eventName]!,
      number,
      name: `${eventName} SS${number}`,
      startTime: startHours === null ? null : at(startHours),
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    await addEvent('future', 2, false);
    await addEvent('running', -3, false);
    await addEvent('published', -50, true);
    await addStage('running', 1, -3);
    await addStage('running', 2, -1);
    await addStage('running', 3, 1);
    await addStage('running', 4, null);
    await addStage('future', 1, 2);
    // A published event's stages are all completed, even its last one, and even one still dated ahead.
    await addStage('published', 1, -50);
    await addStage('published', 2, -48);
    await addStage('published', 3, 5);
  });
  afterAll(async () => database.close());

  it('game-rules §2.1: upcoming before the start, active from it until published, then completed', async () => {
    const rows = await db.select({ id: events.id, status: eventStatusSql }).from(events);
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status[ids.future!]).toBe('upcoming');
    expect(status[ids.running!]).toBe('active');
    expect(status[ids.published!]).toBe('completed');
  });

  it('game-rules §2.2: a stage is active from its start until the next one starts, completed after it or once published', async () => {
    const rows = await db
      .select({ eventId: stages.eventId, number: stages.number, status: stageStatusSql })
      .from(stages)
      .orderBy(asc(stages.eventId), asc(stages.number));
    const of = (name: string) => rows.filter((r) => r.eventId === ids[name]).map((r) => r.status);
    // SS1 started 3 h ago and SS2 1 h ago: SS1 completed, SS2 active; SS3 starts in an hour; SS4 has no time.
    expect(of('running')).toEqual(['completed', 'active', 'upcoming', 'upcoming']);
    expect(of('future')).toEqual(['upcoming']);
    expect(of('published')).toEqual(['completed', 'completed', 'completed']);
  });
});
