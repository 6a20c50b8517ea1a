import type { FastifyInstance } from 'fastify';
import { reachEndpoints as api } from '@shared/api/endpoints/reach';
import { sessionUser } from '../../http/access';
import { COMMON_MESSAGES } from '@shared/messages';
import { AppError, MESSAGES } from '../../http/app-error';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { preferredLanguage } from '../../lib/preferred-language';
import { storedLanguage } from '../account/index';
import { removeSubscription, saveSubscription } from './push-subscriptions.repo';
import { readReachPreferences, turnOffEmailKind, writeReachPreferences } from './preferences.repo';
import { reachEventReport } from './reach-report.repo';
import { unsubscribedPage } from './unsubscribed-page';
import { verifyUnsubscribe } from './unsubscribe-link';

/** Declared in src/shared/api/endpoints/reach.ts. */
export function registerReachRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = () => {
    if (!ctx.config.authSecret) throw new Error('no server secret: unsubscribe links cannot be checked');
    return ctx.config.authSecret;
  };

  serve(app, api.getReachSettings, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readReachPreferences(ctx.db, sessionUser(request).id);
  });

  serve(app, api.updateReachSettings, {}, async (request) => writeReachPreferences(ctx.db, sessionUser(request).id, request.body));

  // The link in a reminder's footer: no session, the signature is the authority; it turns off that kind only
  // and answers a small page in the player's language.
  const unsubscribe = async (query: { u: string; k: string; s: string }, acceptLanguage: string | undefined) => {
    const link = verifyUnsubscribe(secret(), query);
    const done = link ? await turnOffEmailKind(ctx.db, link.userId, link.kind) : false;
    const language = preferredLanguage(link ? await storedLanguage(ctx.db, link.userId) : undefined, acceptLanguage);
    return { done, page: unsubscribedPage(language, done && link ? link.kind : null, ctx.config.publicUrl) };
  };

  serve(app, api.unsubscribeByLink, {}, async (request, reply) => {
    const { done, page } = await unsubscribe(request.query, request.headers['accept-language']);
    return reply
      .code(done ? 200 : 400)
      .header('cache-control', 'no-store')
      .header('content-type', 'text/html; charset=utf-8')
      .send(page);
  });

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, from its own
  // servers, without our Origin and as a form: the request guards let this route's form through (signedLink).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    serve(scope, api.unsubscribeOneClick, { config: { signedLink: true } }, async (request, reply) => {
      const { done } = await unsubscribe(request.query, request.headers['accept-language']);
      if (!done) throw new AppError('BAD_REQUEST', MESSAGES.badUnsubscribeLink);
      return reply.code(204).send();
    });
  });

  serve(app, api.getPushPublicKey, {}, async () => ({ publicKey: ctx.config.vapid?.publicKey ?? null }));

  serve(app, api.addPushSubscription, {}, async (request, reply) => {
    // The server POSTs to this address later: only https, as every browser's push service is.
    if (new URL(request.body.endpoint).protocol !== 'https:') throw new AppError('BAD_REQUEST', MESSAGES.badPushEndpoint);
    await saveSubscription(ctx.db, sessionUser(request).id, request.body);
    return reply.code(201).send({ subscribed: true });
  });

  serve(app, api.removePushSubscription, {}, async (request) => ({
    removed: await removeSubscription(ctx.db, sessionUser(request).id, request.body.endpoint),
  }));

  serve(app, api.adminGetEventReach, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const report = await reachEventReport(ctx.db, request.params.id);
    if (!report) throw new AppError('NOT_FOUND', COMMON_MESSAGES.eventNotFound);
    return report;
  });
}
