import type { Auth } from '../auth/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { LiveHub } from '../lib/live-hub';
import type { Mailer } from '../lib/mailer';
import type { PrivateReadCache } from '../lib/private-read-cache';
import type { PublicReadCache } from '../lib/public-read-cache';

/** What every module's routes need: handed down explicitly rather than hung on globals. */
export interface AppContext {
  db: Db;
  auth: Auth;
  config: AppConfig;
  mailer: Mailer;
  /** Serialised public reads kept in memory: spread `publicReads.route` into a public read route's options. */
  publicReads: PublicReadCache;
  /** The signed-in game reads kept per user: spread `privateReads.route` into such a route's options (0174). */
  privateReads: PrivateReadCache;
  /** The game clock (docs/decisions/0184): the only source of "now" outside SQL. */
  clock: Clock;
  /** Stage publications of the live weekend, as they reach this instance (issue 29). */
  live: LiveHub;
}
