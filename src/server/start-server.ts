import type { FastifyInstance } from 'fastify';
import { resolveAuthSecret } from './auth/auth-secret';
import { loadConfig, StartupError } from './config';
import { migrateOrRefuse, openDatabaseOrExit } from './db/open-database';
import type { AppContext } from './http/context';

export interface StartOptions {
  /** More routes, registered with the app's own (the test server's clock control; never in production). */
  plugins?: ((app: FastifyInstance, ctx: AppContext) => void)[];
}

/**
 * Opens the database, migrates, seeds, serves and shuts down gracefully. `src/server/main.ts` is the
 * production entry; `src/server/testing/e2e-server.ts` adds the test-only routes.
 */
export async function startServer(options: StartOptions = {}): Promise<void> {
  const config = loadConfig();
  // The application's modules load while the database opens (issue 17, decision 0176): PGlite spends part of its
  // opening compiling WebAssembly off the main thread, time the imports can use. Neither waits for the other.
  const appModules = Promise.all([
    import('./app'),
    import('./modules/scoring/index'),
    import('./db/seed/seed-database'),
    import('./modules/reach/reach-worker'),
    import('./modules/reach/vapid-keys'),
    import('./modules/live/index'),
  ]);
  // An exit on a refused start must not leave this promise's failure unhandled.
  appModules.catch(() => undefined);
  const database = await openDatabaseOrExit(config, 'Rally Fantasy did not start.');
  const [{ buildApp }, { startScoringWorker }, { seedDatabase }, { startReachWorker }, { resolveVapidKeys }, { startDemoLiveWorker }] =
    await appModules;
  let authSecret: string;
  let vapid: ReturnType<typeof resolveVapidKeys>;
  // Said once the server runs: a start that fails says only why, in one line.
  const startWarnings: string[] = [];
  try {
    // After the lock: on the embedded database the secret and the push keys are generated once, by the folder's owner.
    authSecret = resolveAuthSecret(config).secret;
    vapid = resolveVapidKeys(config, (line) => startWarnings.push(line));
  } catch (err) {
    await database.close();
    throw err;
  }
  // Both under the start-up lock on PostgreSQL: instances started together migrate once and seed once; the
  // others wait, then find the tables made and the season there (docs/decisions/0198).
  await migrateOrRefuse(database, config);
  if (config.seedDemo) {
    const { seeded } = await database.exclusive(() => seedDatabase(database.db, { liveRally: config.demoLive }));
    if (seeded) console.log('Seeded the demo season.');
  }

  let mailer: AppContext['mailer'] | undefined;
  let clock: AppContext['clock'] | undefined;
  const keepContext = (_app: FastifyInstance, ctx: AppContext) => {
    mailer = ctx.mailer;
    clock = ctx.clock;
  };
  const plugins = [...(options.plugins ?? []), keepContext];
  const app = await buildApp({ config: { ...config, authSecret, vapid }, database, webRoot: config.webRoot, plugins });
  // Every instance polls for publish jobs (docs/decisions/0100); a killed instance's job resumes elsewhere.
  const worker = startScoringWorker(database.db, { onError: (err) => app.log.error({ err }, 'scoring worker error') });
  // And for reminders and digests that are due (docs/decisions/0195): each goes out once, whichever instance sends it.
  const reach = startReachWorker(
    { db: database.db, mailer: mailer!, publicUrl: config.publicUrl, secret: authSecret, vapid },
    { onError: (err) => app.log.error({ err }, 'reminder worker error') },
  );
  // The demo's rally in progress (docs/decisions/0201): each stage once, whichever instance publishes it.
  const demoLive = config.demoLive
    ? startDemoLiveWorker(database.db, clock!, { onError: (err) => app.log.error({ err }, 'demo rally worker error') })
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting requests, let the ones in flight finish, then close the database and release the lock.
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, 10_000);
    try {
      await Promise.all([worker.stop(), reach.stop(), demoLive?.stop()]);
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  for (const line of startWarnings) app.log.warn(line);
  if (!config.smtpUrl) {
    app.log.warn(`SMTP_URL is not set: e-mail is not delivered; each message is written to the log and to ${config.dataDir}/mail`);
  }
  app.log.info(
    `Rally Fantasy is running on ${config.publicUrl} in ${config.env} mode (database: ${database.kind} at ${database.location})`,
  );
}

/** Problems the operator can fix get one line; anything else is a bug and keeps its stack trace. */
export function exitOnStartFailure(err: unknown): never {
  if (err instanceof StartupError) console.error(`Rally Fantasy did not start: ${err.message}`);
  else console.error(err);
  process.exit(1);
}
