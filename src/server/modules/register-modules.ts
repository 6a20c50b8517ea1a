import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { registerSystemRoutes } from './system/system.routes';
import { registerMeRoutes } from './users/me.routes';

/** Every domain module's routes, in one place so app.ts stays about HTTP plumbing. */
export function registerModules(app: FastifyInstance, ctx: AppContext): void {
  registerMeRoutes(app, ctx);
  registerSystemRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
}
