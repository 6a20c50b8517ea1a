import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminEventParamsSchema } from '@shared/api/admin-events';
import { errorResponseSchema } from '@shared/api/common';
import {
  pushEndpointBodySchema,
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  reachEventReportSchema,
  reachPreferencesSchema,
  unsubscribeQuerySchema,
  updateReachPreferencesSchema,
} from '@shared/api/reach';
import { sessionUser } from '../../http/access';
import { COMMON_MESSAGES } from '@shared/messages';
import { AppError, MESSAGES } from '../../http/app-error';
import type { AppContext } from '../../http/context';
import { preferredLanguage } from '../../lib/preferred-language';
import { storedLanguage } from '../account/index';
import { removeSubscription, saveSubscription } from './push-subscriptions.repo';
import { readReachPreferences, turnOffEmailKind, writeReachPreferences } from './preferences.repo';
import { reachEventReport } from './reach-report.repo';
import { unsubscribedPage } from './unsubscribed-page';
import { verifyUnsubscribe } from './unsubscribe-link';

export function registerReachRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reach'];
  const secret = () => {
    if (!ctx.config.authSecret) throw new Error('no server secret: unsubscribe links cannot be checked');
    return ctx.config.authSecret;
  };

  api.get(
    '/api/me/reach',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Which reminders, digests and push notices the signed-in player gets', response: { 200: reachPreferencesSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readReachPreferences(ctx.db, sessionUser(request).id);
    },
  );

  api.patch(
    '/api/me/reach',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Turn reminders, digests and push notices on or off, kind by kind',
        body: updateReachPreferencesSchema,
        response: { 200: reachPreferencesSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => writeReachPreferences(ctx.db, sessionUser(request).id, request.body),
  );

  // The link in a reminder's footer: no session, the signature is the authority; it turns off that kind only
  // and answers a small page in the player's language.
  const unsubscribe = async (query: { u: string; k: string; s: string }, acceptLanguage: string | undefined) => {
    const link = verifyUnsubscribe(secret(), query);
    const done = link ? await turnOffEmailKind(ctx.db, link.userId, link.kind) : false;
    const language = preferredLanguage(link ? await storedLanguage(ctx.db, link.userId) : undefined, acceptLanguage);
    return { done, page: unsubscribedPage(language, done && link ? link.kind : null, ctx.config.publicUrl) };
  };

  api.get(
    '/api/reach/unsubscribe',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One-click unsubscribe from one kind of e-mail (the link in its footer)', querystring: unsubscribeQuerySchema },
    },
    async (request, reply) => {
      const { done, page } = await unsubscribe(request.query, request.headers['accept-language']);
      return reply
        .code(done ? 200 : 400)
        .header('cache-control', 'no-store')
        .header('content-type', 'text/html; charset=utf-8')
        .send(page);
    },
  );

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, from its own
  // servers, without our Origin and as a form: the request guards let this route's form through (signedLink).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/reach/unsubscribe',
      {
        config: { access: 'public', signedLink: true },
        schema: { tags, summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)', querystring: unsubscribeQuerySchema },
      },
      async (request, reply) => {
        const { done } = await unsubscribe(request.query, request.headers['accept-language']);
        if (!done) throw new AppError('BAD_REQUEST', MESSAGES.badUnsubscribeLink);
        return reply.code(204).send();
      },
    );
  });

  api.get(
    '/api/push/public-key',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "The server's VAPID public key for PushManager.subscribe (null: push is off)", response: { 200: pushPublicKeySchema, 401: errorResponseSchema } },
    },
    async () => ({ publicKey: ctx.config.vapid?.publicKey ?? null }),
  );

  api.post(
    '/api/me/push/subscriptions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Turn push on for this device: its browser's PushSubscription",
        body: pushSubscriptionBodySchema,
        response: { 201: z.object({ subscribed: z.literal(true) }), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The server POSTs to this address later: only https, as every browser's push service is.
      if (new URL(request.body.endpoint).protocol !== 'https:') throw new AppError('BAD_REQUEST', MESSAGES.badPushEndpoint);
      await saveSubscription(ctx.db, sessionUser(request).id, request.body);
      return reply.code(201).send({ subscribed: true });
    },
  );

  api.post(
    '/api/me/push/subscriptions/remove',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Turn push off for this device',
        body: pushEndpointBodySchema,
        response: { 200: z.object({ removed: z.boolean() }), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ removed: await removeSubscription(ctx.db, sessionUser(request).id, request.body.endpoint) }),
  );

  api.get(
    '/api/admin/events/:id/reach',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An event's reminders and digests: when each kind is due and how many were planned, sent, failed or lost",
        params: adminEventParamsSchema,
        response: { 200: reachEventReportSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const report = await reachEventReport(ctx.db, request.params.id);
      if (!report) throw new AppError('NOT_FOUND', COMMON_MESSAGES.eventNotFound);
      return report;
    },
  );
}
