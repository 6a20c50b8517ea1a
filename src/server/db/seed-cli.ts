// `npm run seed` seeds an empty database; `npm run seed -- --reset` rebuilds the demo season from scratch.
import { loadConfig } from '../config';
import { DataDirLockedError } from './data-dir-lock';
import { openDatabase } from './open-database';
import { seedDatabase } from './seed/seed-database';

async function main(args: string[]): Promise<number> {
  const reset = args.includes('--reset');
  const dateArg = args.find((a) => a.startsWith('--date='));
  const today = dateArg ? new Date(`${dateArg.slice('--date='.length)}T12:00:00Z`) : new Date();
  if (Number.isNaN(today.getTime())) {
    console.error('--date must look like --date=2026-11-22');
    return 2;
  }
  let database;
  try {
    database = await openDatabase(loadConfig());
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nStop the server before seeding the embedded database.`);
      return 1;
    }
    throw err;
  }
  try {
    await database.migrate();
    const { seeded } = await seedDatabase(database.db, { today, reset });
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
