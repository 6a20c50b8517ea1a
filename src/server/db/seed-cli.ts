// `npm run seed` seeds an empty database; `npm run seed -- --reset` rebuilds the demo season from scratch.
import { loadConfig } from '../config';
import { openDatabaseOrExit } from './open-database';
import { seedDatabase } from './seed/seed-database';

async function main(args: string[]): Promise<number> {
  const reset = args.includes('--reset');
  const dateArg = args.find((a) => a.startsWith('--date='));
  const today = dateArg ? new Date(`${dateArg.slice('--date='.length)}T12:00:00Z`) : new Date();
  if (Number.isNaN(today.getTime())) {
    console.error('--date must look like --date=2026-11-22');
    return 2;
  }
  const database = await openDatabaseOrExit(loadConfig(), 'Stop the server before seeding the embedded database.');
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
