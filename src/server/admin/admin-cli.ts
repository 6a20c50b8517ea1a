// `npm run admin -- promote <email>` and `npm run admin -- registration on|off`.
// On PGlite the command takes the data-folder lock, so it runs only while the server is stopped.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabaseOrExit } from '../db/open-database';
import { users } from '../db/schema/index';
import { setRegistrationEnabled } from '../modules/system/registration.service';

const USAGE = `Usage:
  npm run admin -- promote <email>          make an existing user a site admin
  npm run admin -- registration on|off      open or close sign-ups`;

async function main(args: string[]): Promise<number> {
  const [command, arg, ...extra] = args;
  if (!command || !arg || extra.length > 0 || !['promote', 'registration'].includes(command)) {
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
      const updated = await database.db
        .update(users)
        .set({ role: 'admin', isAdmin: true, updatedAt: new Date() })
        .where(eq(users.email, email))
        .returning({ id: users.id });
      if (updated.length === 0) {
        console.error(`No user with email ${email}.`);
        return 1;
      }
      console.log(`${email} is now an admin.`);
      return 0;
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
