// `npm run seed` seeds an empty database; `npm run seed -- --reset` rebuilds the demo season from scratch.
import { CliUsageError, parseSeedArgs, type SeedArgs } from '../cli-args';
import { loadConfig } from '../config';
import { databaseNow } from './clock.repo';
import { openDatabaseOrExit } from './open-database';
import { seedDatabase } from './seed/seed-database';

async function main(args: string[]): Promise<number> {
  let parsed: SeedArgs;
  try {
    parsed = parseSeedArgs(args);
  } catch (err) {
    if (!(err instanceof CliUsageError)) throw err;
    console.error(`npm run seed: ${err.message}`);
    return 2;
  }
  const { reset } = parsed;
  const config = loadConfig();
  const database = await openDatabaseOrExit(config, 'Stop the server before seeding the embedded database.');
  try {
    await database.migrate();
    // Without --date the season is laid out around the game clock's today.
    const today = parsed.today ?? (await databaseNow(database.db));
    const { seeded } = await seedDatabase(database.db, { today, reset, liveRally: config.demoLive });
    console.log(seeded ? `Demo season seeded for ${today.toISOString().slice(0, 10)}.` : 'Database already has data; nothing done (use --reset to rebuild).');
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
