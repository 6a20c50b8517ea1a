import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { registerAccountRoutes } from './account/account.routes';
import { registerAdminResultsRoutes } from './admin-results/admin-results.routes';
import { registerAdminEventRoutes } from './admin/admin-events.routes';
import { registerAdminInboxRoutes } from './admin/admin-inbox.routes';
import { registerAdminSettingsRoutes } from './admin/admin-settings.routes';
import { registerAdminUserRoutes } from './admin/admin-users.routes';
import { registerApiTokenRoutes } from './api-tokens/api-tokens.routes';
import { registerChampionshipRoutes } from './championship/championship.routes';
import { registerEventRoutes } from './events/events.routes';
import { registerContactRoutes } from './contact/contact.routes';
import { registerFantasyRoutes } from './fantasy/fantasy.routes';
import { registerLeaderboardRoutes } from './leaderboard/leaderboard.routes';
import { registerLeagueRoutes } from './leagues/leagues.routes';
import { registerLiveRoutes } from './live/live.routes';
import { registerMarketRoutes } from './market/market.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { registerPlayerRoutes } from './players/players.routes';
import { registerPredictionRoutes } from './predictions/predictions.routes';
import { registerPublicSiteRoutes } from './public-site/public-site.routes';
import { registerReachRoutes } from './reach/reach.routes';
import { registerRivalRoutes } from './rivals/rivals.routes';
import { registerSystemRoutes } from './system/system.routes';
import { registerMeRoutes } from './users/me.routes';

/** Every domain module's routes, in one place so app.ts stays about HTTP plumbing. */
export function registerModules(app: FastifyInstance, ctx: AppContext): void {
  registerMeRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerApiTokenRoutes(app, ctx);
  registerSystemRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerChampionshipRoutes(app, ctx);
  registerFantasyRoutes(app, ctx);
  registerMarketRoutes(app, ctx);
  registerLeagueRoutes(app, ctx);
  registerRivalRoutes(app, ctx);
  registerLeaderboardRoutes(app, ctx);
  registerPublicSiteRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerAdminResultsRoutes(app, ctx);
  registerAdminEventRoutes(app, ctx);
  registerAdminUserRoutes(app, ctx);
  registerAdminInboxRoutes(app, ctx);
  registerAdminSettingsRoutes(app, ctx);
  registerPredictionRoutes(app, ctx);
  registerPlayerRoutes(app, ctx);
  registerReachRoutes(app, ctx);

  registerLiveRoutes(app, ctx);
}
