import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto, EventResultDto, StageDto } from '@shared/api/events';
import { events } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';


describe.each(testDatabaseKinds())('events API on %s', (kind) => {
  describe('on an empty database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ kind });
    });
    afterAll(async () => t.close());

    it('lists no events', async () => {
      const res = await new TestClient(t.app).get('/api/events');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ events: [] });
    });
  });

  describe('on the demo season', () => {
    let t: TestApp;
    let anonymous: TestClient;
    let all: EventDto[];
    let completed: EventDto;
    let upcoming: EventDto;

    beforeAll(async () => {
      t = await createTestApp({ kind, seeded: true });
      anonymous = new TestClient(t.app);
      all = (await anonymous.get('/api/events')).json().events;
      completed = all.find((e) => e.status === 'completed') as EventDto;
      upcoming = all.find((e) => e.status === 'upcoming') as EventDto;
    });
    afterAll(async () => t.close());

    it('lists every event by start date, without a session', async () => {
      expect(all).toHaveLength(14);
      const starts = all.map((e) => Date.parse(e.startDate));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(all.filter((e) => e.status === 'completed')).toHaveLength(9);
      expect(all[0]).toMatchObject({
        season: 2026,
        round: 1,
        country: expect.any(String),
        surfaceType: expect.any(String),
      });
      expect(new Date(all[0]?.startDate ?? '').toISOString()).toBe(all[0]?.startDate);
    });

    it('serves the same list to a signed-in user', async () => {
      const client = new TestClient(t.app);
      await client.signUp(uniqueUser());
      const res = await client.get('/api/events');
      expect(res.statusCode).toBe(200);
      expect(res.json().events).toEqual(all);
    });

    it('returns one event by id', async () => {
      const res = await anonymous.get(`/api/events/${completed.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(completed);
    });

    it('answers 404 "Event not found" for an unknown id on every event route', async () => {
      for (const url of ['/api/events/999999', '/api/events/999999/stages', '/api/events/999999/results']) {
        const res = await anonymous.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Event not found' });
      }
    });

    it('answers 400 for an id that is not a positive whole number', async () => {
      for (const id of ['abc', '0', '-3', '1.5']) {
        const res = await anonymous.get(`/api/events/${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().code).toBe('BAD_REQUEST');
      }
    });

    it('lists stages by start time with one Power Stage, the last one', async () => {
      const res = await anonymous.get(`/api/events/${upcoming.id}/stages`);
      expect(res.statusCode).toBe(200);
      const stages: StageDto[] = res.json().stages;
      expect(stages.length).toBeGreaterThan(5);
      const times = stages.map((s) => Date.parse(s.startTime ?? ''));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(stages.filter((s) => s.isPowerStage)).toHaveLength(1);
      expect(stages.at(-1)?.isPowerStage).toBe(true);
      expect(stages.every((s) => s.eventId === upcoming.id && s.status === 'upcoming')).toBe(true);
      // Names carry no "SS" prefix: the number is its own field.
      expect(stages.some((s) => /^SS/i.test(s.name))).toBe(false);
      expect(stages[0]?.number).toBe(1);
    });

    it('lists results by position with the driver and team, classified drivers first', async () => {
      const res = await anonymous.get(`/api/events/${completed.id}/results`);
      expect(res.statusCode).toBe(200);
      const results: EventResultDto[] = res.json().results;
      expect(results.length).toBeGreaterThan(5);
      const classified = results.filter((r) => r.position !== null);
      const positions = classified.map((r) => r.position as number);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(results.slice(0, classified.length)).toEqual(classified);
      expect(results[0]).toMatchObject({
        position: 1,
        status: 'finished',
        driver: { id: expect.any(Number), name: expect.any(String), team: expect.any(String) },
      });
      expect(results[0]?.points).toBeGreaterThanOrEqual(25);
    });

    it('has no results for an upcoming event', async () => {
      const res = await anonymous.get(`/api/events/${upcoming.id}/results`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ results: [] });
    });

    it('sends a weak ETag with no-cache and answers a matching If-None-Match with an empty 304', async () => {
      for (const url of [
        '/api/events',
        `/api/events/${completed.id}`,
        `/api/events/${completed.id}/stages`,
        `/api/events/${completed.id}/results`,
      ]) {
        const first = await anonymous.get(url);
        const etag = String(first.headers.etag);
        expect(etag, url).toMatch(/^W\/".+"$/);
        expect(first.headers['cache-control']).toBe('no-cache');

        const again = await anonymous.request({ url, headers: { 'if-none-match': etag } });
        expect(again.statusCode, url).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
    });

    it('matches If-None-Match lists, strong forms and "*", and not a stale tag', async () => {
      const etag = String((await anonymous.get('/api/events')).headers.etag);
      const strong = etag.replace(/^W\//, '');
      for (const header of [`W/"old", ${etag}`, strong, '*']) {
        const res = await anonymous.request({ url: '/api/events', headers: { 'if-none-match': header } });
        expect(res.statusCode, header).toBe(304);
      }
      const stale = await anonymous.request({ url: '/api/events', headers: { 'if-none-match': 'W/"old"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().events).toHaveLength(14);
    });

    it('changes the ETag when the data changes', async () => {
      const before = String((await anonymous.get(`/api/events/${upcoming.id}`)).headers.etag);
      await t.database.db
        .update(events)
        // Written text replaces the generated facts (the events_description_* checks, decision 0207).
        .set({ description: 'Changed for the ETag test', descriptionLanguage: 'en', descriptionFacts: null })
        .where(eq(events.id, upcoming.id));
      const ask = () => anonymous.request({ url: `/api/events/${upcoming.id}`, headers: { 'if-none-match': before } });
      // On PostgreSQL the kept answer is dropped when the change notification arrives (decision 0171): soon, not
      // within the UPDATE's own round trip.
      await expect.poll(async () => (await ask()).statusCode, { timeout: 5000 }).toBe(200);
      const res = await ask();
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(before);
      expect(res.json().description).toBe('Changed for the ETag test');
    });

    it('does not put an ETag on a 404', async () => {
      const res = await anonymous.get('/api/events/999999');
      expect(res.headers.etag).toBeUndefined();
    });
  });
});
