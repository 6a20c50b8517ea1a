// `npm run admin -- promote <email>` and `npm run admin -- registration on|off`.
// On PGlite the command takes the data-folder lock, so it runs only while the server is stopped.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabaseOrExit } from '../db/open-database';
import { users } from '../db/schema/index';
import { setRegistrationEnabled } from '../modules/system/registration.service';

const USAGE = `Usage:
  npm run admin -- promote <email>          make an existing user a site admin
  npm run admin -- registration on|off      open or close sign-ups`;

async function main(args: string[]): Promise<number> {
  const [command, arg] = args;
  if (!command || !arg || !['promote', 'registration'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
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
