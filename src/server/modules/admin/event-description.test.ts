import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '@shared/api/events';
import { events } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

// Issue 30 items 11 and 12 on the seeded demo season (docs/decisions/0207): generated descriptions are facts
// each screen words in its reader's language; an admin's text is kept as written with its language; the stage
// names are the ones the data gives.
const ADMIN_EMAIL = 'texts-admin@example.com';

describe.each(testDatabaseKinds())('event descriptions and stage names on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let anonymous: TestClient;
  const byRound = new Map<number, EventDto>();

  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = new TestClient(t.app);
    anonymous = new TestClient(t.app);
    await admin.signUp({ ...uniqueUser('textsadmin'), email: ADMIN_EMAIL });
    for (const e of (await anonymous.get('/api/events')).json<{ events: EventDto[] }>().events) byRound.set(e.round, e);
  });
  afterAll(async () => t.close());

  const event = (round: number) => {
    const found = byRound.get(round);
    if (!found) throw new Error(`no round ${round}`);
    return found;
  };
  /** The body the console sends for an event, as the public read shows it (description left out). */
  const fields = (e: EventDto) => ({
    season: e.season,
    round: e.round,
    name: e.name,
    country: e.country,
    location: e.location,
    imageUrl: e.imageUrl,
    startDate: e.startDate,
    endDate: e.endDate,
    surfaceType: e.surfaceType,
  });
  const put = (id: number, payload: object, headers: Record<string, string> = {}) =>
    admin.request({ method: 'PUT', url: `/api/admin/events/${id}`, payload: payload as never, headers });
  const stored = async (id: number) => {
    const [row] = await t.database.db
      .select({ description: events.description, language: events.descriptionLanguage, facts: events.descriptionFacts, name: events.name })
      .from(events)
      .where(eq(events.id, id));
    return row;
  };
  const publicEvent = async (id: number) => (await anonymous.get(`/api/events/${id}`)).json<EventDto>();

  it('serves the seeded descriptions as facts, never as English text', async () => {
    expect(event(1)).toMatchObject({
      description: null,
      descriptionLanguage: null,
      descriptionFacts: { calendarYear: 2026, round: 1, edition: 94, base: 'Gap', surface: 'tarmacSnowIce', stagesPlanned: 17, distanceKm: 339.15 },
    });
    for (const e of byRound.values()) expect(e.descriptionFacts, e.name).not.toBeNull();
  });

  it('serves the stage names the data gives, generated ones only where it has none', async () => {
    const names = async (round: number) =>
      (await anonymous.get(`/api/events/${event(round).id}/stages`)).json<{ stages: { name: string }[] }>().stages.map((s) => s.name);
    expect(await names(11)).toEqual([
      'Cambyreta 1', 'Nueva Alborada 1', 'Yerbatera 1', 'Autódromo 1',
      'Cambyreta 2', 'Nueva Alborada 2', 'Yerbatera 2', 'Autódromo 2',
      'Paraguay 9', 'Paraguay 10', 'Paraguay 11', 'Paraguay 12', 'Paraguay 13', 'Paraguay 14', 'Paraguay 15',
      'Bella Vista 1', 'Misión Jesuítica Trinidad 1', 'Bella Vista 2', 'Misión Jesuítica Trinidad 2',
    ]);
    expect((await names(10)).slice(-3)).toEqual(['Finland 18', 'Ouninpohja 1', 'Ouninpohja 2']);
    expect((await names(6)).at(-1)).toBe('Fafe 2');
  });

  it('keeps a generated description generated on an edit that leaves it out', async () => {
    const e = event(2);
    const res = await put(e.id, { ...fields(e), name: 'Rally Sweden (renamed)' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ description: null, descriptionLanguage: null, descriptionFacts: e.descriptionFacts });
    expect(await stored(e.id)).toEqual({ description: null, language: null, facts: e.descriptionFacts, name: 'Rally Sweden (renamed)' });
  });

  it('turns an edited description into the admin’s text, returned as written with its language', async () => {
    const e = event(3);
    const text = 'Piste rapide autour du lac Naivasha.\nAttention aux zèbres.';
    const res = await put(e.id, { ...fields(e), description: text, descriptionLanguage: 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(e.id)).toEqual({ description: text, language: 'fr', facts: null, name: e.name });
    // Every reader gets it as written, whatever language they ask in.
    const read = await anonymous.request({ method: 'GET', url: `/api/events/${e.id}`, headers: { 'accept-language': 'de' } });
    expect(read.json()).toMatchObject({ description: text, descriptionLanguage: 'fr', descriptionFacts: null });
  });

  it('writes a description sent without its language in the admin’s: their setting, else the request’s, else English', async () => {
    const e = event(4);
    expect((await put(e.id, { ...fields(e), description: 'Schneller Asphalt.' }, { 'accept-language': 'de-CH, en;q=0.5' })).statusCode).toBe(200);
    expect(await stored(e.id)).toMatchObject({ description: 'Schneller Asphalt.', language: 'de' });
    expect((await put(e.id, { ...fields(e), description: 'Fast tarmac.' }, { 'accept-language': 'pt-BR' })).statusCode).toBe(200);
    expect(await stored(e.id)).toMatchObject({ description: 'Fast tarmac.', language: 'en' });
    const saved = await admin.request({ method: 'PATCH', url: '/api/me/settings', payload: { language: 'it' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await put(e.id, { ...fields(e), description: 'Asfalto veloce.' }, { 'accept-language': 'de' })).statusCode).toBe(200);
    expect(await stored(e.id)).toMatchObject({ description: 'Asfalto veloce.', language: 'it' });
  });

  it('removes the description, generated or written, when it is sent empty', async () => {
    const e = event(5);
    expect((await put(e.id, { ...fields(e), description: '   ' })).statusCode).toBe(200);
    expect(await stored(e.id)).toEqual({ description: null, language: null, facts: null, name: e.name });
    expect(await publicEvent(e.id)).toMatchObject({ description: null, descriptionLanguage: null, descriptionFacts: null });
  });

  it.each([
    ['an unknown language', { description: 'Gravel.', descriptionLanguage: 'pt' }, "descriptionLanguage: The description's language must be one of en, it, es, fr, de"],
    ['a language in capitals', { description: 'Gravel.', descriptionLanguage: 'EN' }, "descriptionLanguage: The description's language must be one of en, it, es, fr, de"],
    ['a language that is no text', { description: 'Gravel.', descriptionLanguage: 7 }, "descriptionLanguage: The description's language must be one of en, it, es, fr, de"],
    ['a language without the description', { descriptionLanguage: 'de' }, "descriptionLanguage: A description's language can only be sent with the description"],
  ])('refuses %s with 400 and writes nothing', async (_label, extra, message) => {
    const e = event(6);
    const before = await stored(e.id);
    const res = await put(e.id, { ...fields(e), name: 'Never saved', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored(e.id)).toEqual(before);
  });
});
