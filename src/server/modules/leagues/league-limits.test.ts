import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_MESSAGES } from '@shared/api/leagues';
import { LEAGUE_LIMITS } from '@shared/constants/limits';
import { leagueMembers, leagues } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';

// The exceptions of the outside probe (issue 30, parts 16 and 17; docs/game-rules.md §16.4, §16.5,
// docs/decisions/0194): one account cannot flood the league list, and fresh accounts from one address share
// its budget of invite-code guesses.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_LEAGUE_CREATIONS_PER_USER: '4', RATE_LIMIT_INVITE_FAILURES_PER_USER: '3', RATE_LIMIT_INVITE_FAILURES_PER_IP: '5' },
  });
});
afterAll(async () => t.close());

async function player(ip = '127.0.0.1') {
  const client = new TestClient(t.app, ip);
  const res = await client.signUp(uniqueUser('lim'));
  return { client, id: res.json<{ user: { id: string } }>().user.id };
}

async function owned(userId: string) {
  const rows = await t.database.db.select({ n: count() }).from(leagues).where(eq(leagues.createdBy, userId));
  return Number(rows[0]?.n ?? 0);
}

describe('league creation limits (game-rules §16.4)', () => {
  it('limits the creation rate with a clear 429, then caps the leagues kept with a 409, writing nothing', async () => {
    const { client, id } = await player();
    const create = (n: number) => client.post('/api/leagues', { name: `Flood ${n}`, isPrivate: true });
    for (let n = 1; n <= 4; n++) expect((await create(n)).statusCode).toBe(201);
    const fast = await create(5);
    expect(fast.statusCode).toBe(429);
    expect(fast.json()).toMatchObject({ message: LEAGUE_MESSAGES.creatingTooFast, messageCode: 'league.creatingTooFast' });
    expect(await owned(id)).toBe(4);

    // Later windows allow more, up to the cap.
    let n = 5;
    while ((await owned(id)) < LEAGUE_LIMITS.maxOwned) {
      await t.clock.advance(t.config.rateLimits.windowSeconds * 1000 + 1000);
      for (let i = 0; i < 4 && (await owned(id)) < LEAGUE_LIMITS.maxOwned; i++) expect((await create(n++)).statusCode).toBe(201);
    }
    await t.clock.advance(t.config.rateLimits.windowSeconds * 1000 + 1000);
    const members = await t.database.db.select({ n: count() }).from(leagueMembers);
    const capped = await create(n);
    expect(capped.statusCode).toBe(409);
    expect(capped.json().message).toBe(`You already have ${LEAGUE_LIMITS.maxOwned} leagues. Delete one you no longer use to create another.`);
    expect(await owned(id)).toBe(LEAGUE_LIMITS.maxOwned);
    expect(await t.database.db.select({ n: count() }).from(leagueMembers)).toEqual(members);

    // Deleting one makes room again.
    const [first] = await t.database.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.createdBy, id)).limit(1);
    expect((await client.request({ method: 'DELETE', url: `/api/leagues/${first!.id}` })).statusCode).toBe(200);
    expect((await create(n + 1)).statusCode).toBe(201);
  });
});

describe('invite code guesses (game-rules §16.5)', () => {
  it('counts wrong guesses per address too: fresh accounts from one address share its limit', async () => {
    const owner = await player('10.9.9.9');
    const league = (await owner.client.post('/api/leagues', { name: 'Guarded', isPrivate: true })).json().league;
    const guess = async (c: TestClient) => (await c.post('/api/leagues/join', { code: 'ZZZZZZZZ' })).statusCode;
    const first = await player('10.0.0.7');
    const second = await player('10.0.0.7');
    expect([await guess(first.client), await guess(first.client), await guess(first.client)]).toEqual([400, 400, 400]);
    expect(await guess(first.client)).toBe(429);
    // The second account from the same address has only the address's two guesses left.
    expect([await guess(second.client), await guess(second.client)]).toEqual([400, 400]);
    const blocked = await second.client.post('/api/leagues/join', { code: league.inviteCode });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(LEAGUE_MESSAGES.tooManyCodes);
    expect((await t.database.db.select().from(leagueMembers).where(eq(leagueMembers.leagueId, league.id))).length).toBe(1);
    // Another address is not affected.
    const elsewhere = await player('10.0.0.8');
    expect((await elsewhere.client.post('/api/leagues/join', { code: league.inviteCode })).statusCode).toBe(200);
  });
});
