import type { Auth } from '../auth/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';

/** What every module's routes need: handed down explicitly rather than hung on globals. */
export interface AppContext {
  db: Db;
  auth: Auth;
  config: AppConfig;
}
