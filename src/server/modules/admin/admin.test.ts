import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EVENT_MESSAGES as EM, EVENT_LIMITS } from '@shared/api/admin-events';
import { INBOX_MESSAGES } from '@shared/api/admin-inbox';
import { ADMIN_USER_MESSAGES as UM } from '@shared/api/admin-users';
import { CONTACT_MESSAGES } from '@shared/api/contact';
import { AUTH_MESSAGES } from '../../auth/auth-messages';
import { contactMessages, eventEntries, eventResults, events, sessions, stages, users } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const ADMIN_EMAIL = 'console-admin@example.com';

const eventBody = {
  season: 2030,
  round: 1,
  name: 'Rally Test',
  country: 'Finland',
  location: 'Jyväskylä',
  description: 'Fast gravel roads.\nBig jumps.',
  imageUrl: 'https://example.com/finland.jpg',
  startDate: '2030-07-31T06:00:00Z',
  endDate: '2030-08-03T15:00:00Z',
  surfaceType: 'gravel',
};

const stageBody = { number: 1, name: 'Harju', length: 2.31, startTime: '2030-07-31T17:05:00Z', isPowerStage: false };

describe.each(testDatabaseKinds())('admin console API on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let adminId: string;
  let player: TestClient;
  const db = () => t.database.db;
  const n = async (table: typeof events | typeof stages | typeof eventEntries | typeof contactMessages) =>
    Number((await db().select({ n: count() }).from(table))[0]?.n ?? 0);
  const put = (c: TestClient, url: string, payload: unknown) => c.request({ method: 'PUT', url, payload: payload as never });
  const patch = (c: TestClient, url: string, payload: unknown) => c.request({ method: 'PATCH', url, payload: payload as never });

  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = new TestClient(t.app);
    adminId = (await admin.signUp({ ...uniqueUser('consoleadmin'), email: ADMIN_EMAIL })).json().user.id;
    player = new TestClient(t.app);
    await player.signUp(uniqueUser('player'));
  });
  afterAll(async () => t.close());

  describe('events', () => {
    let eventId: number;

    it('creates an event: stored as sent (blank optional fields become null), upcoming, public at once', async () => {
      const res = await admin.post('/api/admin/events', { ...eventBody, name: '  Rally Test  ', location: '  ' });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        season: 2030,
        round: 1,
        name: 'Rally Test',
        country: 'Finland',
        location: null,
        description: eventBody.description,
        imageUrl: eventBody.imageUrl,
        startDate: '2030-07-31T06:00:00.000Z',
        endDate: '2030-08-03T15:00:00.000Z',
        surfaceType: 'gravel',
        status: 'upcoming',
        stageCount: 0,
        entryCount: 0,
        resultCount: 0,
      });
      eventId = body.id;
      const pub = await new TestClient(t.app).get(`/api/events/${eventId}`);
      expect(pub.json()).toMatchObject({ name: 'Rally Test', location: null });
      const list = await admin.get('/api/admin/events');
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.json().events.map((e: { id: number }) => e.id)).toContain(eventId);
    });

    const refusals: { label: string; body: Record<string, unknown>; message: string }[] = [
      { label: 'a missing name', body: { ...eventBody, name: undefined }, message: `name: ${EM.nameRequired}` },
      { label: 'a blank name', body: { ...eventBody, name: '   ' }, message: `name: ${EM.nameRequired}` },
      { label: 'a name too long', body: { ...eventBody, name: 'n'.repeat(EVENT_LIMITS.name + 1) }, message: `name: ${EM.nameTooLong}` },
      { label: 'a control character in the name', body: { ...eventBody, name: 'Rally\u0007' }, message: `name: ${EM.controlCharacters}` },
      { label: 'a name of the wrong type', body: { ...eventBody, name: 42 }, message: `name: ${EM.nameRequired}` },
      { label: 'a blank country', body: { ...eventBody, country: '' }, message: `country: ${EM.countryRequired}` },
      { label: 'a script URL as image', body: { ...eventBody, imageUrl: 'javascript:alert(1)' }, message: `imageUrl: ${EM.imageUrlInvalid}` },
      { label: 'a protocol-relative image URL', body: { ...eventBody, imageUrl: '//evil.example/x.png' }, message: `imageUrl: ${EM.imageUrlInvalid}` },
      { label: 'a description too long', body: { ...eventBody, description: 'd'.repeat(EVENT_LIMITS.description + 1) }, message: `description: ${EM.descriptionTooLong}` },
      { label: 'a date that is not a date', body: { ...eventBody, startDate: 'next friday' }, message: `startDate: ${EM.dateInvalid}` },
      { label: 'an end before the start', body: { ...eventBody, endDate: '2030-07-30T06:00:00Z' }, message: `endDate: ${EM.endBeforeStart}` },
      { label: 'a season out of range', body: { ...eventBody, season: 1800 }, message: `season: ${EM.seasonInvalid}` },
      { label: 'round 0', body: { ...eventBody, round: 0 }, message: `round: ${EM.roundInvalid}` },
      { label: 'a fractional round', body: { ...eventBody, round: 1.5 }, message: `round: ${EM.roundInvalid}` },
      { label: 'a huge round', body: { ...eventBody, round: 1e20 }, message: `round: ${EM.roundInvalid}` },
      { label: 'an unknown surface', body: { ...eventBody, surfaceType: 'ice' }, message: `surfaceType: ${EM.surfaceInvalid}` },
      { label: 'a smuggled status', body: { ...eventBody, status: 'completed' }, message: 'Unrecognized key: "status"' },
    ];

    it.each(refusals)('refuses $label with a 400 naming the field, writing nothing', async ({ body, message }) => {
      const before = await n(events);
      const res = await admin.post('/api/admin/events', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message });
      expect(await n(events)).toBe(before);
    });

    it('refuses a second event with the same season and round (409), writing nothing', async () => {
      const before = await n(events);
      const res = await admin.post('/api/admin/events', { ...eventBody, name: 'Copy' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(EM.roundTaken);
      expect(await n(events)).toBe(before);
    });

    it('edits an event; the public ETag changes with it, so a stale copy is replaced', async () => {
      const pub = new TestClient(t.app);
      const first = await pub.get(`/api/events/${eventId}`);
      const etag = first.headers.etag as string;
      const fresh = await pub.request({ method: 'GET', url: `/api/events/${eventId}`, headers: { 'if-none-match': etag } });
      expect(fresh.statusCode).toBe(304);

      const res = await put(admin, `/api/admin/events/${eventId}`, { ...eventBody, name: 'Rally Test Finland', surfaceType: 'mixed' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Rally Test Finland', surfaceType: 'mixed' });

      const after = await pub.request({ method: 'GET', url: `/api/events/${eventId}`, headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json().name).toBe('Rally Test Finland');
    });

    it('refuses an edit onto another event’s round (409) and an unknown event (404), changing nothing', async () => {
      const taken = await put(admin, `/api/admin/events/${eventId}`, { ...eventBody, season: 2026, round: 2, name: 'Clash' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(EM.roundTaken);
      const row = (await db().select().from(events).where(eq(events.id, eventId)))[0];
      expect(row).toMatchObject({ name: 'Rally Test Finland', season: 2030, round: 1 });

      const missing = await put(admin, '/api/admin/events/999999', eventBody);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(EM.eventNotFound);
      expect((await admin.get('/api/admin/events/999999')).statusCode).toBe(404);
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        expect((await admin.get(`/api/admin/events/${bad}`)).statusCode, bad).toBe(400);
      }
    });

    it('refuses players (403) and visitors (401), writing nothing', async () => {
      const before = await n(events);
      const asPlayer = await player.post('/api/admin/events', { ...eventBody, round: 2 });
      expect(asPlayer.statusCode).toBe(403);
      expect(asPlayer.json().message).toBe('You do not have permission to do this');
      const asVisitor = await new TestClient(t.app).post('/api/admin/events', { ...eventBody, round: 2 });
      expect(asVisitor.statusCode).toBe(401);
      expect(asVisitor.json().message).toBe('User not authenticated');
      expect(await n(events)).toBe(before);
    });

    describe('stages', () => {
      let stageId: number;

      it('adds stages, lists them in the detail and the public stage list', async () => {
        const res = await admin.post(`/api/admin/events/${eventId}/stages`, stageBody);
        expect(res.statusCode, res.body).toBe(201);
        stageId = res.json().id;
        expect(res.json()).toMatchObject({ eventId, number: 1, name: 'Harju', length: 2.31, startTime: '2030-07-31T17:05:00.000Z', isPowerStage: false });
        const ps = await admin.post(`/api/admin/events/${eventId}/stages`, { ...stageBody, number: 2, name: 'Ruuhimäki', isPowerStage: true, startTime: null, length: null });
        expect(ps.statusCode).toBe(201);
        const detail = (await admin.get(`/api/admin/events/${eventId}`)).json();
        expect(detail.stages.map((s: { number: number }) => s.number)).toEqual([1, 2]);
        expect(detail.event.stageCount).toBe(2);
        const pub = (await new TestClient(t.app).get(`/api/events/${eventId}/stages`)).json();
        expect(pub.stages.map((s: { name: string }) => s.name).sort()).toEqual(['Harju', 'Ruuhimäki']);
      });

      const stageRefusals: { label: string; body: Record<string, unknown>; status: number; message: string }[] = [
        { label: 'a number already used', body: { ...stageBody, name: 'Again' }, status: 409, message: EM.stageNumberTaken },
        { label: 'a second power stage', body: { ...stageBody, number: 3, isPowerStage: true }, status: 409, message: EM.powerStageTaken },
        { label: 'length 0', body: { ...stageBody, number: 3, length: 0 }, status: 400, message: `length: ${EM.stageLengthInvalid}` },
        { label: 'a length of 1000 km', body: { ...stageBody, number: 3, length: 1000 }, status: 400, message: `length: ${EM.stageLengthInvalid}` },
        { label: 'number 0', body: { ...stageBody, number: 0 }, status: 400, message: `number: ${EM.stageNumberInvalid}` },
        { label: 'a blank name', body: { ...stageBody, number: 3, name: ' ' }, status: 400, message: `name: ${EM.stageNameRequired}` },
        { label: 'a bad start time', body: { ...stageBody, number: 3, startTime: '31/07/2030' }, status: 400, message: `startTime: ${EM.dateInvalid}` },
        { label: 'a smuggled status', body: { ...stageBody, number: 3, status: 'completed' }, status: 400, message: 'Unrecognized key: "status"' },
      ];

      it.each(stageRefusals)('refuses $label ($status), writing nothing', async ({ body, status, message }) => {
        const before = await n(stages);
        const res = await admin.post(`/api/admin/events/${eventId}/stages`, body);
        expect(res.statusCode).toBe(status);
        expect(res.json().message).toBe(message);
        expect(await n(stages)).toBe(before);
      });

      it('edits a stage, and refuses a stage of another event as not found', async () => {
        const res = await put(admin, `/api/admin/events/${eventId}/stages/${stageId}`, { ...stageBody, name: 'Harju 1', length: 2.3 });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: stageId, name: 'Harju 1', length: 2.3 });
        // Moving the power stage onto SS1 while SS2 holds it is refused; the stage keeps its values.
        const clash = await put(admin, `/api/admin/events/${eventId}/stages/${stageId}`, { ...stageBody, isPowerStage: true });
        expect(clash.statusCode).toBe(409);
        expect(clash.json().message).toBe(EM.powerStageTaken);
        expect((await db().select().from(stages).where(eq(stages.id, stageId)))[0]).toMatchObject({ name: 'Harju 1', isPowerStage: false });

        const foreign = await put(admin, `/api/admin/events/1/stages/${stageId}`, stageBody);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().message).toBe(EM.stageNotFound);
        const gone = await admin.request({ method: 'DELETE', url: `/api/admin/events/1/stages/${stageId}` });
        expect(gone.statusCode).toBe(404);
        expect(await n(stages)).toBeGreaterThan(0);
      });

      it('removes a stage', async () => {
        const before = await n(stages);
        const res = await admin.request({ method: 'DELETE', url: `/api/admin/events/${eventId}/stages/${stageId}` });
        expect(res.statusCode).toBe(204);
        expect(await n(stages)).toBe(before - 1);
        expect((await admin.get(`/api/admin/events/${eventId}`)).json().stages.map((s: { number: number }) => s.number)).toEqual([2]);
      });
    });

    describe('entry list', () => {
      it('sets who starts with car numbers, then replaces the list', async () => {
        const res = await put(admin, `/api/admin/events/${eventId}/entries`, {
          entries: [
            { driverId: 1, carNumber: 17 },
            { driverId: 2, carNumber: 33 },
            { driverId: 3, carNumber: null },
          ],
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().entries.map((e: { driverId: number; carNumber: number | null }) => [e.driverId, e.carNumber])).toEqual([
          [1, 17],
          [2, 33],
          [3, null],
        ]);
        const again = await put(admin, `/api/admin/events/${eventId}/entries`, { entries: [{ driverId: 2, carNumber: 1 }] });
        expect(again.json().entries).toEqual([expect.objectContaining({ driverId: 2, carNumber: 1, hasResult: false })]);
        const rows = await db().select().from(eventEntries).where(eq(eventEntries.eventId, eventId));
        expect(rows).toEqual([{ eventId, driverId: 2, carNumber: 1 }]);
      });

      const entryRefusals: { label: string; body: unknown; message: string }[] = [
        { label: 'an unknown driver', body: { entries: [{ driverId: 2, carNumber: 1 }, { driverId: 999999, carNumber: 2 }] }, message: `entries.1.driverId: ${EM.driverUnknown}` },
        { label: 'a driver twice', body: { entries: [{ driverId: 4, carNumber: 1 }, { driverId: 4, carNumber: 2 }] }, message: `entries: ${EM.driverTwice}` },
        { label: 'a shared car number', body: { entries: [{ driverId: 4, carNumber: 7 }, { driverId: 5, carNumber: 7 }] }, message: `entries: ${EM.carNumberTwice}` },
        { label: 'car number 0', body: { entries: [{ driverId: 4, carNumber: 0 }] }, message: `entries.0.carNumber: ${EM.carNumberInvalid}` },
        { label: 'a driver id as text', body: { entries: [{ driverId: '4', carNumber: 1 }] }, message: `entries.0.driverId: ${EM.driverUnknown}` },
      ];

      it.each(entryRefusals)('refuses $label with a 400, changing nothing', async ({ body, message }) => {
        const res = await put(admin, `/api/admin/events/${eventId}/entries`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
        const rows = await db().select().from(eventEntries).where(eq(eventEntries.eventId, eventId));
        expect(rows).toEqual([{ eventId, driverId: 2, carNumber: 1 }]);
      });

      it('keeps a driver with a result on the list (409), changing nothing', async () => {
        const scored = (await db().select({ eventId: eventResults.eventId, driverId: eventResults.driverId }).from(eventResults).limit(1))[0];
        if (!scored) throw new Error('the seed has results');
        const before = await db().select().from(eventEntries).where(eq(eventEntries.eventId, scored.eventId));
        const res = await put(admin, `/api/admin/events/${scored.eventId}/entries`, { entries: [] });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(new RegExp(`^${EM.entryHasResult} \\(.+\\)$`));
        expect(await db().select().from(eventEntries).where(eq(eventEntries.eventId, scored.eventId))).toEqual(before);
      });
    });
  });

  describe('users', () => {
    let targetEmail: string;
    let targetId: string;
    let target: TestClient;
    const password = 'correct-horse-battery';

    beforeAll(async () => {
      const u = uniqueUser('target');
      targetEmail = u.email;
      target = new TestClient(t.app);
      targetId = (await target.signUp(u)).json().user.id;
    });

    it('searches by username or email, case-insensitively, with wildcards taken literally', async () => {
      const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(targetEmail.toUpperCase())}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        users: [
          {
            id: targetId,
            username: expect.any(String),
            email: targetEmail,
            role: 'user',
            isAdmin: false,
            disabled: false,
            disabledReason: null,
            registeredAt: expect.any(String),
            lastLogin: expect.any(String),
          },
        ],
        total: 1,
      });
      expect((await admin.get('/api/admin/users?q=%25')).json().total).toBe(0);
      const all = (await admin.get('/api/admin/users?limit=100')).json();
      expect(all.total).toBeGreaterThanOrEqual(3);
      for (const q of ['limit=0', 'limit=101', 'offset=-1', 'q=%00', 'role=admin']) {
        expect((await admin.get(`/api/admin/users?${q}`)).statusCode, q).toBe(400);
      }
    });

    it('will not let the last admin step down (409), changing nothing', async () => {
      const res = await put(admin, `/api/admin/users/${adminId}/role`, { role: 'user' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(UM.lastAdmin);
      expect((await db().select({ role: users.role }).from(users).where(eq(users.id, adminId)))[0]?.role).toBe('admin');
      expect((await admin.get('/api/me')).json().user.role).toBe('admin');
    });

    it('promotes a player to admin and back', async () => {
      const up = await put(admin, `/api/admin/users/${targetId}/role`, { role: 'admin' });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json()).toMatchObject({ role: 'admin', isAdmin: true });
      expect((await target.get('/api/admin/settings')).statusCode).toBe(200);
      const down = await put(admin, `/api/admin/users/${targetId}/role`, { role: 'user' });
      expect(down.json()).toMatchObject({ role: 'user', isAdmin: false });
      expect((await target.get('/api/admin/settings')).statusCode).toBe(403);
    });

    it('refuses a bad role, an unknown user and a bad id, changing nothing', async () => {
      const bad = await put(admin, `/api/admin/users/${targetId}/role`, { role: 'owner' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(`role: ${UM.roleInvalid}`);
      const missing = await put(admin, '/api/admin/users/nobody/role', { role: 'admin' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(UM.userNotFound);
      expect((await put(admin, '/api/admin/users/a%00b/role', { role: 'admin' })).statusCode).toBe(400);
      expect((await db().select({ role: users.role }).from(users).where(eq(users.id, targetId)))[0]?.role).toBe('user');
    });

    it('disables an account: its session ends at once and sign-in is refused with the message', async () => {
      expect((await target.get('/api/me')).statusCode).toBe(200);
      const res = await admin.post(`/api/admin/users/${targetId}/disable`, { reason: 'Spam' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ disabled: true, disabledReason: 'Spam' });
      expect(await db().select().from(sessions).where(eq(sessions.userId, targetId))).toEqual([]);
      const me = await target.get('/api/me');
      expect(me.statusCode).toBe(401);
      const signIn = await new TestClient(t.app).signIn(targetEmail, password);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().message).toBe(AUTH_MESSAGES.accountDisabled);
      expect(await db().select().from(sessions).where(eq(sessions.userId, targetId))).toEqual([]);
    });

    it('enables it again: sign-in works', async () => {
      const res = await admin.post(`/api/admin/users/${targetId}/enable`, {});
      expect(res.json()).toMatchObject({ disabled: false, disabledReason: null });
      const again = new TestClient(t.app);
      expect((await again.signIn(targetEmail, password)).statusCode).toBe(200);
      expect((await again.get('/api/me')).statusCode).toBe(200);
    });

    it('refuses to disable yourself or another admin (409), and a reason too long (400), ending no session', async () => {
      const self = await admin.post(`/api/admin/users/${adminId}/disable`, {});
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe(UM.cannotDisableSelf);
      expect((await admin.get('/api/me')).statusCode).toBe(200);

      const other = new TestClient(t.app);
      const otherId = (await other.signUp(uniqueUser('otheradmin'))).json().user.id;
      await put(admin, `/api/admin/users/${otherId}/role`, { role: 'admin' });
      const res = await admin.post(`/api/admin/users/${otherId}/disable`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(UM.demoteBeforeDisable);
      expect((await other.get('/api/me')).statusCode).toBe(200);

      const long = await admin.post(`/api/admin/users/${targetId}/disable`, { reason: 'r'.repeat(301) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(`reason: ${UM.reasonTooLong}`);
      expect((await db().select({ banned: users.banned }).from(users).where(eq(users.id, targetId)))[0]?.banned).toBe(false);

      // With a second admin present, stepping down is allowed.
      const down = await put(other, `/api/admin/users/${otherId}/role`, { role: 'user' });
      expect(down.statusCode).toBe(200);
      expect(down.json().role).toBe('user');
    });

    it("closes better-auth's own admin endpoints, which would skip these rules", async () => {
      const res = await admin.post('/api/auth/admin/ban-user', { userId: targetId });
      expect(res.statusCode).toBe(404);
      const setRole = await admin.post('/api/auth/admin/set-role', { userId: adminId, role: 'user' });
      expect(setRole.statusCode).toBe(404);
      expect((await db().select({ banned: users.banned }).from(users).where(eq(users.id, targetId)))[0]?.banned).toBe(false);
    });
  });

  describe('inbox', () => {
    let messageId: number;

    it('stores help requests from the signed-in area with the account as sender', async () => {
      const res = await player.post('/api/help', { subject: ' Lost my team ', message: 'Where is it?' });
      expect(res.statusCode, res.body).toBe(201);
      messageId = res.json().id;
      const row = (await db().select().from(contactMessages).where(eq(contactMessages.id, messageId)))[0];
      expect(row).toMatchObject({ source: 'help', category: 'support', subject: 'Lost my team', message: 'Where is it?' });
      expect(row?.userId).toEqual(expect.any(String));
      const before = await n(contactMessages);
      const blank = await player.post('/api/help', { subject: '', message: 'x' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe(`subject: ${CONTACT_MESSAGES.subjectRequired}`);
      expect((await player.post('/api/help', { subject: 's', message: 'm', email: 'x@example.com' })).statusCode).toBe(400);
      expect((await new TestClient(t.app).post('/api/help', { subject: 's', message: 'm' })).statusCode).toBe(401);
      expect(await n(contactMessages)).toBe(before);
    });

    it('lists open and handled messages with the open count', async () => {
      await new TestClient(t.app).post('/api/contact', { name: 'Ann', email: 'ann@example.com', category: 'bug', subject: 'Bug', message: 'It broke' });
      const all = (await admin.get('/api/admin/contact-messages')).json();
      expect(all.messages.length).toBe(2);
      expect(all.open).toBe(2);
      expect(all.messages[1]).toMatchObject({ id: messageId, source: 'help', readAt: null, handledAt: null, handledBy: null });
    });

    it('marks a message read, then handled (recording who), then open again', async () => {
      const read = await patch(admin, `/api/admin/contact-messages/${messageId}`, { read: true });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().readAt).toEqual(expect.any(String));
      const handled = await patch(admin, `/api/admin/contact-messages/${messageId}`, { handled: true });
      expect(handled.json()).toMatchObject({ readAt: read.json().readAt, handledAt: expect.any(String), handledBy: expect.stringMatching(/^consoleadmin/) });
      const open = (await admin.get('/api/admin/contact-messages?status=open')).json();
      expect(open.messages.map((m: { id: number }) => m.id)).not.toContain(messageId);
      expect(open.open).toBe(1);
      const done = (await admin.get('/api/admin/contact-messages?status=handled')).json();
      expect(done.messages.map((m: { id: number }) => m.id)).toEqual([messageId]);
      const reopened = await patch(admin, `/api/admin/contact-messages/${messageId}`, { handled: false });
      expect(reopened.json()).toMatchObject({ handledAt: null, handledBy: null });
    });

    it('refuses an empty change, unknown fields, an unknown message and bad filters, changing nothing', async () => {
      const before = (await db().select().from(contactMessages).where(eq(contactMessages.id, messageId)))[0];
      const empty = await patch(admin, `/api/admin/contact-messages/${messageId}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(INBOX_MESSAGES.nothingToChange);
      expect((await patch(admin, `/api/admin/contact-messages/${messageId}`, { handled: 'yes' })).statusCode).toBe(400);
      expect((await patch(admin, `/api/admin/contact-messages/${messageId}`, { handled: true, handledBy: 'x' })).statusCode).toBe(400);
      const missing = await patch(admin, '/api/admin/contact-messages/999999', { handled: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(INBOX_MESSAGES.messageNotFound);
      expect((await patch(player, `/api/admin/contact-messages/${messageId}`, { handled: true })).statusCode).toBe(403);
      expect((await admin.get('/api/admin/contact-messages?status=closed')).statusCode).toBe(400);
      expect((await db().select().from(contactMessages).where(eq(contactMessages.id, messageId)))[0]).toEqual(before);
    });
  });

  describe('settings', () => {
    it('closes and opens registration', async () => {
      expect((await admin.get('/api/admin/settings')).json()).toEqual({ registrationEnabled: true });
      const off = await put(admin, '/api/admin/settings', { registrationEnabled: false });
      expect(off.json()).toEqual({ registrationEnabled: false });
      expect((await new TestClient(t.app).get('/api/config/registration')).json()).toEqual({ enabled: false });
      const signUp = await new TestClient(t.app).signUp(uniqueUser('closed'));
      expect(signUp.statusCode).toBe(403);
      expect(signUp.json().message).toBe(AUTH_MESSAGES.registrationClosed);
      await put(admin, '/api/admin/settings', { registrationEnabled: true });
      expect((await new TestClient(t.app).signUp(uniqueUser('open'))).statusCode).toBe(200);
    });

    it('refuses a bad body and players, changing nothing', async () => {
      for (const body of [{}, { registrationEnabled: 'false' }, { registrationEnabled: false, extra: 1 }]) {
        expect((await put(admin, '/api/admin/settings', body)).statusCode).toBe(400);
      }
      expect((await put(player, '/api/admin/settings', { registrationEnabled: false })).statusCode).toBe(403);
      expect((await admin.get('/api/admin/settings')).json()).toEqual({ registrationEnabled: true });
    });
  });
});
