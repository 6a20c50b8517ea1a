import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typescriptExample } from '@shared/developers/api-examples';
import { PROJECT_ROOT } from '../project-paths';
import { createTestApp, listen, TestClient, uniqueUser, type TestApp } from '../test/test-app';

const run = promisify(execFile);

/**
 * Issue 34's promise to builders, kept by a test: a client generated from the document the server serves
 * (openapi-typescript, as /developers says) compiles against the page's own TypeScript example, a typo in it
 * does not, and the example then reads a real league table with a real personal token.
 */
describe('a client generated from the served OpenAPI document', () => {
  let t: TestApp;
  let dir: string;
  let origin: string;
  let leagueId: number;
  let token: string;
  let manager: string;

  /**
   * Each script saved as a builder would, beside the generated `rally-api.d.ts`, and compiled in one program (one
   * load of the libraries for all): its compile errors, by script.
   */
  function compile(scripts: Record<string, string>): Record<string, string[]> {
    const files = Object.entries(scripts).map(([name, source]) => {
      const file = path.join(dir, `${name}.ts`);
      fs.writeFileSync(file, source);
      return file;
    });
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: ['node'],
      skipLibCheck: true,
    });
    const errors = Object.fromEntries(Object.keys(scripts).map((name) => [name, [] as string[]]));
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const name = d.file ? path.basename(d.file.fileName, '.ts') : 'program';
      (errors[name] ??= []).push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    }
    return errors;
  }

  beforeAll(async () => {
    t = await createTestApp();
    origin = `http://127.0.0.1:${await listen(t.app)}`;
    const player = new TestClient(t.app);
    const user = uniqueUser('builder');
    manager = user.username;
    await player.signUp(user);
    const league = await player.post('/api/leagues', { name: 'Chat Bot League', isPrivate: true });
    expect(league.statusCode, league.body).toBe(201);
    leagueId = (league.json() as { league: { id: number } }).league.id;
    const created = await player.post('/api/me/api-tokens', { name: 'Group chat bot' });
    expect(created.statusCode, created.body).toBe(201);
    token = (created.json() as { secret: string }).secret;

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-generated-client-'));
    // The builder's project has openapi-fetch installed: ours, seen from the temporary folder.
    fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const document = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(document.statusCode).toBe(200);
    const types = astToString(await openapiTS(document.json() as Parameters<typeof openapiTS>[0]));
    fs.writeFileSync(path.join(dir, 'rally-api.d.ts'), types);
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('compiles the example of /developers against the generated types, and refuses it with a mistake', () => {
    const example = typescriptExample(origin, leagueId);
    const errors = compile({
      example,
      typo: example.replace('m.points', 'm.pointz'),
      path: example.replace('/api/leagues/{id}/members', '/api/leagues/{id}/players'),
      param: example.replace(`id: ${leagueId}`, "id: 'mine'"),
    });
    expect(errors.example).toEqual([]);
    expect(errors.program).toBeUndefined();
    expect(errors.typo!.join('\n')).toContain("Property 'pointz' does not exist");
    expect(errors.path).not.toEqual([]);
    expect(errors.param).not.toEqual([]);
  });

  it('reads the league table with the token when run', async () => {
    const script = path.join(dir, 'league-table.mjs');
    const source = typescriptExample(origin, leagueId);
    fs.writeFileSync(script, ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
    const { stdout } = await run(process.execPath, [script], { cwd: dir, env: { ...process.env, RALLY_TOKEN: token } });
    // The table of a new league: its one member, first, with no points yet.
    expect(stdout.trim().split('\n')).toEqual([`1 ${manager} 0`]);
  });
});
