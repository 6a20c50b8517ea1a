import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth';
import { createSessionMemo } from './auth/session-memo';
import { registerAuthRoutes } from './auth/auth.routes';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { readClockState } from './db/clock.repo';
import { CHANGE_CHANNEL, parseChange } from './db/change-feed';
import { createPrivateReadCache } from './lib/private-read-cache';
import type { AppContext } from './http/context';
import { registerAccessControl, sessionUser, type Access } from './http/access';
import { registerErrorHandler } from './http/error-handler';
import { assertOperationId, completeOpenApiDocument, type OpenApiDocument } from './http/openapi-document';
import { registerInputGuards } from './http/input-guards';
import { frameworkErrorHandler } from './http/framework-errors';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { registerRequestGuards } from './http/request-guards';
import { inlineScriptHashes, registerSpa } from './http/spa';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createClock, followStoredClock, type Clock } from './lib/clock';
import { createLiveHub, LIVE_CHANNEL } from './lib/live-hub';
import { countingMails, createMailer, type Mailer } from './lib/mailer';
import { registerMetrics } from './modules/metrics/metrics.routes';
import { createPublicReadCache } from './lib/public-read-cache';
import { registerModules } from './modules/register-modules';

import { DEFAULT_WEB_ROOT } from './project-paths';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Declared access level; undefined for the self-guarded routes (auth library, docs, SPA). */
  access?: Access;
  /** The route accepts a personal API token (config.apiToken; docs/decisions/0213-api-tokens.md). */
  apiToken: boolean;
  /** The route's input schemas (zod), for the generated fuzz suite (src/server/test/fuzz.test.ts). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  /** The operationId of the contract's endpoint it serves (src/server/http/serve.ts), if it is served so. */
  endpoint?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Folder of the built SPA; `null` serves the API only (tests). */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Outgoing mail; by default built from the config (SMTP_URL, else the log and DATA_DIR/mail). */
  mailer?: Mailer;
  /** The game clock; by default one that follows the database's `app_clock` row (real time in production). */
  clock?: Clock;
  /** More routes after the modules' own (the test server's clock control). */
  plugins?: ((app: FastifyInstance, ctx: AppContext) => void)[];
}

export async function buildApp({
  config,
  database,
  webRoot = DEFAULT_WEB_ROOT,
  logger,
  mailer: givenMailer,
  clock = createClock(),
  plugins = [],
}: BuildAppOptions): Promise<FastifyInstance> {
  const https = config.publicUrl.startsWith('https:');
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(webRoot ? inlineScriptHashes(webRoot) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest: this site's own files only (decision 0215).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
  });
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // The router's own refusals (an undecodable path) get our headers and error shape too (decision 0194).
    frameworkErrors: frameworkErrorHandler(headers),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before every other hook, so a request refused by a guard still carries them.
  registerSecurityHeaders(app, headers);
  // First of the guards: every later one then sees a canonical path and NUL-free, shallow input.
  registerInputGuards(app);

  // Every route, as registered: the authorisation matrix test checks that none is left out of it.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routes.push({
          method,
          url: route.url,
          access: (route.config as { access?: Access } | undefined)?.access,
          apiToken: Boolean((route.config as { apiToken?: boolean } | undefined)?.apiToken),
          schema: { body: route.schema?.body, querystring: route.schema?.querystring, params: route.schema?.params },
          endpoint: (route.config as { endpoint?: string } | undefined)?.endpoint,
        });
      }
    }
  });

  const mailer = countingMails(
    givenMailer ?? createMailer(config, { info: (obj, msg) => app.log.info(obj, msg), warn: (msg) => app.log.warn(msg) }, clock),
  );
  const auth = createAuth(database.db, config, mailer, (err) => app.log.error({ err }, 'could not send mail'));
  const publicReads = createPublicReadCache(clock);
  const privateReads = createPrivateReadCache(clock);
  const sessionMemo = createSessionMemo(clock);
  const live = createLiveHub(database.db, (err) => app.log.error({ err }, 'could not read the live publications'));
  const ctx: AppContext = { db: database.db, auth, config, mailer, publicReads, privateReads, clock, live };

  // The clock follows the database's row (moved by tests only); a move makes every kept answer stale, since
  // statuses, countdowns and locks in them follow the clock. A database not migrated yet (or unreachable) has no
  // row to read: the clock keeps its state (the real time) and the app still starts, so /api/health can say why.
  try {
    clock.apply(await readClockState(database.db));
  } catch (err) {
    app.log.warn({ err }, 'could not read the game clock: it keeps its state until the database announces a move');
  }
  const dropClockOnChange = clock.onChange(() => {
    publicReads.clear();
    privateReads.clear();
    sessionMemo.clear();
  });

  // The database announces changes to the rows behind the public reads, to users and sessions and to fantasy
  // teams (migrations 0004, 0005): every instance drops what it kept in memory (docs/decisions/0171, 0172, 0174).
  const unlisten = await database.listen(CHANGE_CHANNEL, {
    onNotify(payload) {
      const change = parseChange(payload);
      if (change?.kind === 'public') {
        publicReads.clear();
        // Team and market answers carry prices, points and team names too.
        privateReads.clear();
      } else if (change?.kind === 'user') {
        sessionMemo.dropUser(change.userId);
        // A new username shows in the answers that name other players (a league's live table).
        privateReads.dropUser(change.userId);
      }
      else if (change?.kind === 'team') privateReads.dropUser(change.userId);
      else if (change?.kind === 'teams') privateReads.clear();
      else if (change?.kind === 'clock') {
        followStoredClock(clock, () => readClockState(database.db)).catch((err: unknown) =>
          app.log.error({ err }, 'could not read the moved clock'),
        );
      }
    },
    onLost() {
      publicReads.setLive(false);
      privateReads.setLive(false);
      sessionMemo.setLive(false);
      app.log.warn('change notifications lost: public reads and sessions are read from the database until they are back');
    },
    onListening() {
      publicReads.setLive(true);
      privateReads.setLive(true);
      sessionMemo.setLive(true);
    },
  });
  // A published stage changes the live reads (public and per user) on every instance, then reaches the streams
  // this instance holds (docs/decisions/0188). A LISTEN that comes back catches up on what it missed.
  try {
    await live.start();
  } catch (err) {
    app.log.warn({ err }, 'could not read the live publications: streams start from the next one');
  }
  const unlistenLive = await database.listen(LIVE_CHANNEL, {
    onNotify() {
      publicReads.clear();
      privateReads.clear();
      live.poke();
    },
    onListening() {
      live.poke();
    },
  });
  app.addHook('onClose', async () => {
    dropClockOnChange();
    await unlisten();
    await unlistenLive();
  });
  // A write answered here is visible to this instance's next request at once, without waiting for NOTIFY: the
  // memory is dropped before the answer leaves (onSend), so the caller's next request cannot race it. Admin
  // writes change public data and other users' roles or access; auth and account writes change sessions; a
  // signed-in user's write may change that user's team or market answers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      const url = request.url;
      if (url.startsWith('/api/admin/')) {
        publicReads.clear();
        privateReads.clear();
      }
      const access = request.routeOptions.config.access;
      if (access === 'signedIn' || access === 'admin') privateReads.dropUser(sessionUser(request).id);
      if (url.startsWith('/api/admin/') || url.startsWith('/api/auth/') || url.startsWith('/api/me')) sessionMemo.clear();
    }
    return payload;
  });

  // API answers compressed on the fly (brotli or gzip, from 1 KiB); the web app's files are compressed at
  // build time and served as they are (spa.ts). The cached public reads bring their own compressed copies.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Rally Fantasy API', version: '1.0.0', description: 'The game API. Auth routes live under /api/auth (better-auth).' },
    },
    transform: jsonSchemaTransform,
    // Typed loosely on our side (openapi-types is not our dependency): the plugin hands over and takes back
    // the OpenAPI 3.0 object.
    transformObject: (documents) =>
      completeOpenApiDocument((documents as unknown as { openapiObject: OpenApiDocument }).openapiObject, routes, {
        publicUrl: config.publicUrl,
        tokenLimit: { requests: config.rateLimits.apiTokenRequests, windowSeconds: config.rateLimits.apiTokenWindowSeconds },
      }) as unknown as Record<string, never>,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // The same document as a file to download (issue 34): what a client generator is given.
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="rally-fantasy-openapi.json"')
      .send(JSON.stringify(app.swagger(), null, 2)),
  );

  registerErrorHandler(app);
  registerRequestGuards(app, config.trustedOrigins);
  registerAccessControl(app, auth, sessionMemo, { db: database.db, limits: config.rateLimits });
  // A route the document would publish without a name fails here, at start-up (after the access check, whose
  // refusal says more about a route that declares nothing).
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide || !route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') assertOperationId(method, route.url, route.schema?.operationId);
  });

  registerHealthRoutes(app, ctx, database.kind);
  registerMetrics(app, ctx);
  registerAuthRoutes(app, auth, database.db, config);
  registerModules(app, ctx);
  for (const plugin of plugins) plugin(app, ctx);

  if (webRoot) await registerSpa(app, webRoot, { checkResponses: config.checkResponses });
  return app;
}
