// The import boundaries of docs/decisions/0090-enforced-boundaries.md are enforced by lint (eslint.config.js + eslint.boundaries.js).
// These cases lint small snippets as if they lived at real paths of the project, so a rule that stops
// firing (a renamed folder, a resolver that no longer resolves) fails here instead of silently passing.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids that fire on `code` placed at `file`, restricted to the boundary rules. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('web feature zones', () => {
  const file = 'src/web/features/team/pages/boundary-probe.tsx';

  it('refuses a relative import of another feature', async () => {
    const errors = await boundaryErrors(file, "import { x } from '../../market/api/market-api';\nexport const y = x;\n");
    expect(errors).toEqual([expect.stringContaining('use the market feature through its index.ts')]);
  });

  it('refuses an aliased import of another feature', async () => {
    const errors = await boundaryErrors(file, "import { x } from '@web/features/leagues/api/leagues-api';\nexport const y = x;\n");
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain('use the leagues feature through its index.ts');
  });

  it("allows another feature's public face", async () => {
    expect(await boundaryErrors(file, "import { AddToTeamButton } from '@web/features/market';\nexport const y = AddToTeamButton;\n")).toEqual([]);
  });

  it('refuses an import of the app shell from a feature', async () => {
    const errors = await boundaryErrors(file, "import { x } from '../../../app/router';\nexport const y = x;\n");
    expect(errors.join('\n')).toContain('never imports the app shell');
  });

  it('allows the shared design system, lib and @shared', async () => {
    const code =
      "import { Button } from '@web/components/ui/button';\nimport { cn } from '../../../lib/cn';\nimport { TEAM_BUDGET } from '@shared/constants/game';\nexport const y = [Button, cn, TEAM_BUDGET];\n";
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('refuses server code in the web', async () => {
    const errors = await boundaryErrors(file, "import { x } from '../../../../server/config';\nexport const y = x;\n");
    expect(errors.join('\n')).toContain('web must not import server code');
  });
});

describe('server module zones', () => {
  const service = 'src/server/modules/leagues/boundary-probe.service.ts';

  it("refuses another module's internals, relative or not", async () => {
    const errors = await boundaryErrors(service, "import { notify } from '../notifications/notify';\nexport const y = notify;\n");
    expect(errors).toEqual([expect.stringContaining('use the notifications module through its index.ts')]);
  });

  it("allows another module's public face", async () => {
    expect(await boundaryErrors(service, "import { notify } from '../notifications/index';\nexport const y = notify;\n")).toEqual([]);
  });

  it('keeps lib/ beneath the modules', async () => {
    const errors = await boundaryErrors('src/server/lib/boundary-probe.ts', "import { notify } from '../modules/notifications/index';\nexport const y = notify;\n");
    expect(errors.join('\n')).toContain('never import them');
  });

  it('refuses relative imports of src/shared (one import style on both sides)', async () => {
    const errors = await boundaryErrors(service, "import { TEAM_BUDGET } from '../../../shared/constants/game';\nexport const y = TEAM_BUDGET;\n");
    expect(errors.join('\n')).toContain("import shared code as '@shared/");
  });
});

describe('SQL only in repositories', () => {
  const query = "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/index';\nexport const y = [eq, users];\n";

  it('refuses drizzle-orm and the table definitions outside *.repo.ts', async () => {
    const errors = await boundaryErrors('src/server/modules/leagues/boundary-probe.service.ts', query);
    expect(errors).toHaveLength(2);
    expect(errors.every((e) => e.includes('only *.repo.ts files'))).toBe(true);
  });

  it('allows them in a repository', async () => {
    expect(await boundaryErrors('src/server/modules/leagues/boundary-probe.repo.ts', query)).toEqual([]);
  });

  it('allows naming a row type outside repositories', async () => {
    const code = "import type { users } from '../../db/schema/index';\nexport type Row = typeof users.$inferSelect;\n";
    expect(await boundaryErrors('src/server/modules/leagues/boundary-probe.service.ts', code)).toEqual([]);
  });
});

describe('one clock (docs/decisions/0184-one-clock.md)', () => {
  /** The messages of the clock rule on `code` placed at `file`. */
  async function clockErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }
  const service = 'src/server/modules/leagues/clock-probe.repo.ts';

  // The SQL words are put together here, or this file would trip the very rule it checks.
  const [now, clockTimestamp, currentTimestamp] = ['now', 'clock_timestamp', ['CURRENT', 'TIMESTAMP'].join('_')];
  it.each([
    ['a new Date without arguments', 'export const d = new Date();\n'],
    ['Date.now', 'export const d = Date.now();\n'],
    ['the SQL now function', `import { sql } from 'drizzle-orm';\nexport const q = sql\`SELECT ${now}()\`;\n`],
    ['the SQL clock_timestamp function', `import { sql } from 'drizzle-orm';\nexport const q = sql\`SELECT \${1} + ${clockTimestamp}()\`;\n`],
    ['the SQL current timestamp in a string', `export const q = 'UPDATE t SET at = ${currentTimestamp}';\n`],
  ])('refuses %s outside the clock files, in a test too', async (_label, code) => {
    expect(await clockErrors(service, code)).toHaveLength(1);
    expect(await clockErrors('src/server/modules/leagues/clock-probe.test.ts', code)).toHaveLength(1);
  });

  it('allows the game clock, explicit dates and words that only look like SQL time', async () => {
    const code = [
      "import { sql } from 'drizzle-orm';",
      'export const q = sql`SELECT app_now(), app_clock_timestamp(), t.current_date FROM t`;',
      "export const d = new Date('2026-01-01T00:00:00Z');",
      "export const key = 'lock.localTime';",
      'export const e = { now: () => 1 }.now();',
      '',
    ].join('\n');
    expect(await clockErrors(service, code)).toEqual([]);
  });

  it('lets the two clock files read the real time', async () => {
    expect(await clockErrors('src/server/lib/clock.ts', 'export const d = Date.now();\n')).toEqual([]);
    expect(await clockErrors('src/web/lib/clock.ts', 'export const d = Date.now();\n')).toEqual([]);
  });
});
