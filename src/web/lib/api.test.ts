import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { DriverDto, DriverStandings } from '@shared/api/championship';
import { api, urlOf } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('the contract client', () => {
  it('fills the path parameters, encoded, and appends the defined query values', () => {
    expect(urlOf('/api/teams/:id/results', { params: { id: 7 } })).toBe('/api/teams/7/results');
    expect(urlOf('/api/leagues/:id/members/:userId', { params: { id: 3, userId: 'a/b c' } })).toBe('/api/leagues/3/members/a%2Fb%20c');
    expect(urlOf('/api/drivers', { query: { teamId: 4, season: undefined } })).toBe('/api/drivers?teamId=4');
    expect(urlOf('/api/drivers')).toBe('/api/drivers');
  });

  it('refuses a path whose parameter has no value rather than calling a wrong URL', () => {
    expect(() => urlOf('/api/teams/:id', {})).toThrow('/api/teams/:id: no value for :id');
  });

  const driver: DriverDto = {
    id: 7,
    name: 'Kalle Rovanperä',
    coDriverName: 'Jonne Halttunen',
    teamId: 1,
    teamName: 'Toyota Gazoo Racing',
    country: 'FI',
    carNumber: 69,
    price: 2_500_000,
    points: 120,
    form: 'up',
    nextEventOdds: 3,
    championships: 2,
    imageUrl: null,
  };
  const answering = (body: unknown) => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('calls the filled URL with the method and hands back the answer', async () => {
    const fetchMock = answering(driver);
    const answer = await api.get('/api/drivers/:id', { params: { id: 7 } });
    expect(answer).toEqual(driver);
    expect(fetchMock).toHaveBeenCalledWith('/api/drivers/7', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it("checks the answer against the declared endpoint's schema in development", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answering({ ...driver, price: '2.5M' });
    await expect(api.get('/api/drivers/:id', { params: { id: 7 } })).rejects.toMatchObject({
      code: 'RESPONSE_SHAPE',
      message: expect.stringContaining('/api/drivers/7 does not match its schema: price:'),
    });
  });

  it('types each call from its declaration (checked by the compiler)', () => {
    // Never called: the lines below are checked by `npm run typecheck`, each `@ts-expect-error` must stay an error.
    const typed = () => {
      expectTypeOf(api.get('/api/drivers/:id', { params: { id: 1 } })).resolves.toEqualTypeOf<DriverDto>();
      expectTypeOf(api.get('/api/standings/drivers', { query: { season: 2026 } })).resolves.toEqualTypeOf<DriverStandings>();
      // @ts-expect-error an undeclared path
      void api.get('/api/driverz');
      // @ts-expect-error a declared path with another method
      void api.post('/api/drivers/:id', { params: { id: 1 } });
      // @ts-expect-error a path parameter left out
      void api.get('/api/drivers/:id');
      // @ts-expect-error a parameter the path does not name
      void api.get('/api/drivers/:id', { params: { driverId: 1 } });
      // @ts-expect-error a query value of the wrong type
      void api.get('/api/standings/drivers', { query: { season: 'last' } });
    };
    expect(typeof typed).toBe('function');
  });
});
