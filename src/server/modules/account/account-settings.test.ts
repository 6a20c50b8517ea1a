import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DEFAULT_PREFERENCES } from '@shared/api/account';
import { userPreferences, users } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('account settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  async function player() {
    const client = new TestClient(t.app);
    const u = uniqueUser('set');
    expect((await client.signUp(u)).statusCode).toBe(200);
    const id = ((await client.get('/api/me')).json() as { user: { id: string } }).user.id;
    return { client, u, id };
  }

  const patch = (client: TestClient, payload: unknown) => client.request({ method: 'PATCH', url: '/api/me/settings', payload: payload as object });

  /** Everything a settings write could touch, to prove a refused one touched nothing. */
  async function stored(id: string) {
    const [user] = await t.database.db
      .select({ username: users.username, displayUsername: users.displayUsername, name: users.name, email: users.email, fullName: users.fullName, country: users.country, updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.id, id));
    const prefs = await t.database.db.select().from(userPreferences).where(eq(userPreferences.userId, id));
    return { user, prefs };
  }

  it('answers the spec defaults when no preferences are stored, with the profile', async () => {
    const { client, u } = await player();
    const res = await client.get('/api/me/settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      profile: { username: u.username, email: u.email, fullName: null, country: null },
      preferences: { notifications: true, emailUpdates: true, publicProfile: true, language: 'en', theme: 'light' },
    });
    expect(DEFAULT_PREFERENCES).toEqual({ notifications: true, emailUpdates: true, publicProfile: true, language: 'en', theme: 'light' });
  });

  it('saves profile and preferences, and another device signed in later reads the same', async () => {
    const { client, u, id } = await player();
    const res = await patch(client, {
      username: `${u.username.slice(0, 20)}_New`,
      fullName: '  Kalle Rovanperä ',
      country: 'Finland',
      notifications: false,
      emailUpdates: false,
      publicProfile: false,
      language: 'it',
      theme: 'system',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      profile: { username: `${u.username.slice(0, 20)}_New`, email: u.email, fullName: 'Kalle Rovanperä', country: 'Finland' },
      preferences: { notifications: false, emailUpdates: false, publicProfile: false, language: 'it', theme: 'system' },
    };
    expect(res.json()).toEqual(expected);
    const row = await stored(id);
    // Stored as sign-up stores it: lower-cased login name, the typed spelling for display.
    expect(row.user).toMatchObject({ username: `${u.username.slice(0, 20)}_new`.toLowerCase(), displayUsername: `${u.username.slice(0, 20)}_New` });
    expect(row.prefs).toHaveLength(1);

    const other = new TestClient(t.app, '10.14.0.2');
    expect((await other.signIn(u.email, u.password)).statusCode).toBe(200);
    expect((await other.get('/api/me/settings')).json()).toEqual(expected);
    expect((await other.get('/api/me')).json().user.username).toBe(`${u.username.slice(0, 20)}_new`.toLowerCase());
  });

  it('keeps the fields a request does not send and clears the full name and country with null or blank', async () => {
    const { client } = await player();
    await patch(client, { fullName: 'Ott Tänak', country: 'Estonia', theme: 'dark' });
    const res = await patch(client, { emailUpdates: false });
    expect(res.json().profile).toMatchObject({ fullName: 'Ott Tänak', country: 'Estonia' });
    expect(res.json().preferences).toEqual({ ...DEFAULT_PREFERENCES, emailUpdates: false, theme: 'dark' });
    const cleared = await patch(client, { fullName: '   ', country: null });
    expect(cleared.json().profile).toMatchObject({ fullName: null, country: null });
  });

  it('refuses a username another player has, in any letter case, and changes nothing', async () => {
    const a = await player();
    const b = await player();
    const before = await stored(b.id);
    const res = await patch(b.client, { username: a.u.username.toUpperCase(), theme: 'dark' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Username is already taken. Please try another.' });
    expect(ACCOUNT_MESSAGES.usernameTaken).toBe('Username is already taken. Please try another.');
    expect(await stored(b.id)).toEqual(before);
    // One's own name in another case is fine.
    expect((await patch(b.client, { username: b.u.username.toUpperCase() })).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'new@example.com' }, 'Unrecognized key: "email"'],
    [{ role: 'admin' }, 'Unrecognized key: "role"'],
    [{ username: 'ab' }, 'username: Username must be at least 3 characters long'],
    [{ username: 'x'.repeat(31) }, 'username: Username must be at most 30 characters long'],
    [{ username: 'bad name!' }, 'username: Username may only contain letters, numbers, underscores and dots'],
    [{ fullName: 'x'.repeat(101) }, 'fullName: Full name must be at most 100 characters'],
    [{ country: 'Atlantis' }, 'country: Please choose a country from the list'],
    [{ language: 'pt' }, 'language: Please choose one of the listed languages'],
    [{ theme: 'blue' }, 'theme: Please choose light, dark or system'],
    [{ notifications: 'yes' }, 'notifications: Invalid input: expected boolean, received string'],
    [{}, 'Nothing to save'],
    [{ fullName: 'NUL\u0000name' }, 'Text must not contain NUL characters'],
  ])('refuses %j with its message and changes nothing', async (body, message) => {
    const { client, id } = await player();
    const before = await stored(id);
    const res = await patch(client, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored(id)).toEqual(before);
  });

  it('answers 401 "User not authenticated" without a session', async () => {
    const anon = new TestClient(t.app);
    for (const res of [await anon.get('/api/me/settings'), await patch(anon, { theme: 'dark' }), await anon.get('/api/me/export')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('User not authenticated');
    }
  });

  it('offers the player their data as a JSON file without secrets', async () => {
    const { client, u, id } = await player();
    await patch(client, { fullName: 'Elfyn Evans', language: 'fr' });
    await client.post('/api/help', { subject: 'My data', message: 'What do you keep about me?' });
    const res = await client.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rally-fantasy-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({ id, email: u.email, fullName: 'Elfyn Evans' });
    expect(data.preferences).toMatchObject({ language: 'fr' });
    expect(data.messagesToSupport).toEqual([expect.objectContaining({ subject: 'My data', source: 'help' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/argon2|"token"|"password"/);
  });

  it('lists the player\'s API tokens in the export, revoked ones too, without their secrets', async () => {
    const { client } = await player();
    const bot = (await client.post('/api/me/api-tokens', { name: 'Group chat bot' })).json() as { token: { prefix: string }; secret: string };
    const old = (await client.post('/api/me/api-tokens', { name: 'Old script' })).json() as { token: { id: number; prefix: string } };
    expect((await client.request({ method: 'DELETE', url: `/api/me/api-tokens/${old.token.id}` })).statusCode).toBe(204);
    const res = await client.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    const tokens = res.json().apiTokens as Array<Record<string, unknown>>;
    expect(tokens.map((tk) => [tk.name, tk.prefix, tk.revokedAt === null])).toEqual([
      ['Group chat bot', bot.token.prefix, true],
      ['Old script', old.token.prefix, false],
    ]);
    expect(res.body).not.toContain(bot.secret);
    expect(res.body).not.toMatch(/tokenHash|token_hash/);
  });
});
