// `npm run admin -- promote <email>`, `npm run admin -- registration on|off`,
// `npm run admin -- import-results <eventId> <file>`, `npm run admin -- import-season <file>` and
// `npm run admin -- import-stages <eventId> <file>`.
// On PGlite the command takes the data-folder lock, so it runs only while the server is stopped.
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { importEventResultsBodySchema, importSeasonBodySchema } from '@shared/api/admin-results';
import { AppError } from '../http/app-error';
import { importEventResults, importSeason } from '../modules/admin-results/index';
import { importStages } from '../modules/live/index';
import { drainScoringJobs } from '../modules/scoring/index';
import { loadConfig } from '../config';
import { openDatabaseOrExit } from '../db/open-database';
import { promoteByEmail } from '../modules/admin/index';
import { setRegistrationEnabled } from '../modules/system/index';

const USAGE = `Usage:
  npm run admin -- promote <email>                    make an existing user a site admin
  npm run admin -- registration on|off                open or close sign-ups
  npm run admin -- import-results <eventId> <file>    import an event's results (docs/import-format.md)
  npm run admin -- import-season <file>               import a season's results (docs/import-format.md)
  npm run admin -- import-stages <eventId> <file>     import and publish stage times, .csv or .json (docs/live-stage-import.md)`;

/** Reads and checks an import file; a bad file or row is reported by path and nothing is written. */
async function readImport<T extends z.ZodType>(file: string, schema: T): Promise<z.infer<T> | string> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    return `Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'} (nothing was written)`;
}

/** Runs an import; AppErrors (a refused row) are printed as their message, with exit code 1. */
async function runImport(action: () => Promise<string>): Promise<number> {
  try {
    console.log(await action());
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`${err.message} (nothing was written)`);
      return 1;
    }
    throw err;
  }
}

async function main(args: string[]): Promise<number> {
  const [command, arg, arg2, ...extra] = args;
  const arity: Record<string, number> = { promote: 1, registration: 1, 'import-results': 2, 'import-season': 1, 'import-stages': 2 };
  const expected = command ? arity[command] : undefined;
  if (!command || !arg || expected === undefined || (expected === 1 && arg2 !== undefined) || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // Opening a missing folder would create an empty database and report success on nothing.
  if (!config.databaseUrl && !fs.existsSync(path.join(path.resolve(config.dataDir), 'pglite', 'PG_VERSION'))) {
    console.error(
      `No database in ${path.resolve(config.dataDir)}: start the server once (npm start) to create it, or point DATA_DIR (or DATABASE_URL) at the game's database.`,
    );
    return 1;
  }
  const database = await openDatabaseOrExit(config, 'Stop the server before running admin commands on the embedded database.');
  try {
    await database.migrate();
    if (command === 'promote') {
      const email = arg.trim().toLowerCase();
      if (!(await promoteByEmail(database.db, email))) {
        console.error(`No user with email ${email}.`);
        return 1;
      }
      console.log(`${email} is now an admin.`);
      return 0;
    }
    if (command === 'import-results') {
      const eventId = Number(arg);
      if (!Number.isInteger(eventId) || eventId <= 0 || !arg2) {
        console.error(USAGE);
        return 2;
      }
      const body = await readImport(arg2, importEventResultsBodySchema);
      if (typeof body === 'string') {
        console.error(body);
        return 1;
      }
      return await runImport(async () => {
        const res = await importEventResults(database.db, eventId, body, null);
        // The CLI owns the database here (no server running on PGlite), so it runs the publish job itself.
        if (body.publish) await drainScoringJobs(database.db);
        return `Imported ${body.results.length} results for ${res.event.name}${body.publish ? ' and published them' : ' as a draft'}.`;
      });
    }
    if (command === 'import-stages') {
      const eventId = Number(arg);
      if (!Number.isInteger(eventId) || eventId <= 0 || !arg2) {
        console.error(USAGE);
        return 2;
      }
      let content: string;
      try {
        content = await readFile(arg2, 'utf8');
      } catch (err) {
        console.error(`Cannot read ${arg2}: ${err instanceof Error ? err.message : String(err)}`);
        return 1;
      }
      // The same checks and the same single transaction as the console's import (the body limit aside).
      const format = arg2.toLowerCase().endsWith('.csv') ? 'csv' : 'json';
      return await runImport(async () => {
        const res = await importStages(database.db, eventId, { format, content });
        return `Published ${res.event.publishedStageCount} of ${res.event.stageCount} stages of ${res.event.name}.`;
      });
    }
    if (command === 'import-season') {
      const body = await readImport(arg, importSeasonBodySchema);
      if (typeof body === 'string') {
        console.error(body);
        return 1;
      }
      return await runImport(async () => {
        const res = await importSeason(database.db, body, null);
        if (body.publish) await drainScoringJobs(database.db);
        return `Imported ${res.events.length} events of season ${body.season}${body.publish ? ' and published them' : ' as drafts'}.`;
      });
    }
    if (arg !== 'on' && arg !== 'off') {
      console.error(USAGE);
      return 2;
    }
    await setRegistrationEnabled(database.db, arg === 'on');
    console.log(`Registration is now ${arg === 'on' ? 'open' : 'closed'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
