import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth';
import { registerAuthRoutes } from './auth/auth.routes';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { AppContext } from './http/context';
import { registerAccessControl, type Access } from './http/access';
import { registerErrorHandler } from './http/error-handler';
import { registerInputGuards } from './http/input-guards';
import { registerRequestGuards } from './http/request-guards';
import { inlineScriptHashes, registerSpa } from './http/spa';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerModules } from './modules/register-modules';

export const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Declared access level; undefined for the self-guarded routes (auth library, docs, SPA). */
  access?: Access;
  /** The route's input schemas (zod), for the generated fuzz suite (src/server/test/fuzz.test.ts). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
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
}

export async function buildApp({ config, database, webRoot = DEFAULT_WEB_ROOT, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all hooks: every later guard then sees a canonical path and NUL-free, shallow input.
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
          schema: { body: route.schema?.body, querystring: route.schema?.querystring, params: route.schema?.params },
        });
      }
    }
  });

  const auth = createAuth(database.db, config);
  const ctx: AppContext = { db: database.db, auth, config };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(webRoot ? inlineScriptHashes(webRoot) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https:'),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Rally Fantasy API', version: '1.0.0', description: 'The game API. Auth routes live under /api/auth (better-auth).' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  registerRequestGuards(app, config.trustedOrigins);
  registerAccessControl(app, auth);

  registerHealthRoutes(app, ctx, database.kind);
  registerAuthRoutes(app, auth, database.db, config);
  registerModules(app, ctx);

  if (webRoot) await registerSpa(app, webRoot);
  return app;
}
