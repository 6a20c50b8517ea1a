/**
 * The copy-paste examples of /developers (issue 34 part 4): code, the same in every language, for the server
 * the page is opened on. They read a league's table with a personal API token, with curl and with a client
 * generated from the OpenAPI document (openapi-typescript and openapi-fetch, both on npm). Shared, because the
 * server's tests generate that client from the served document and run this very script with a real token
 * (src/server/http/generated-client.test.ts).
 */
/** The league the examples read: any id works the same; the tests pass a real one. */
const EXAMPLE_LEAGUE = 42;

export function curlExample(origin: string, leagueId = EXAMPLE_LEAGUE): string {
  return [
    'export RALLY_TOKEN=rfp_…   # Settings → API tokens',
    '',
    `curl -H "Authorization: Bearer $RALLY_TOKEN" \\`,
    `  ${origin}/api/leagues/${leagueId}/members`,
  ].join('\n');
}

export function generateExample(origin: string): string {
  return [`npm install openapi-fetch`, `npx openapi-typescript ${origin}/api/docs/openapi.json -o rally-api.d.ts`].join('\n');
}

export function typescriptExample(origin: string, leagueId = EXAMPLE_LEAGUE): string {
  return [
    "import createClient from 'openapi-fetch';",
    "import type { paths } from './rally-api';",
    '',
    'const rally = createClient<paths>({',
    `  baseUrl: '${origin}',`,
    '  headers: { Authorization: `Bearer ${process.env.RALLY_TOKEN}` },',
    '});',
    '',
    "const { data, error } = await rally.GET('/api/leagues/{id}/members', {",
    `  params: { path: { id: ${leagueId} } },`,
    '});',
    'if (error) throw new Error(error.message);',
    'for (const m of data.members) console.log(m.position, m.username, m.points);',
  ].join('\n');
}
