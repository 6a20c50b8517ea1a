import { z } from 'zod';

/** What a player hears away from the page (issue 32): e-mail kinds and push kinds, each on or off. */
export const reachPreferencesSchema = z.object({
  emailLock24h: z.boolean(),
  emailLock1h: z.boolean(),
  emailDigest: z.boolean(),
  pushLock: z.boolean(),
  pushResults: z.boolean(),
  pushStageWin: z.boolean(),
  pushPriceMove: z.boolean(),
});
export type ReachPreferences = z.infer<typeof reachPreferencesSchema>;

export const REACH_DEFAULTS: ReachPreferences = {
  emailLock24h: true,
  emailLock1h: true,
  emailDigest: true,
  pushLock: true,
  pushResults: true,
  pushStageWin: true,
  pushPriceMove: true,
};

/** A change of some kinds; the others stay as they are. */
export const updateReachPreferencesSchema = reachPreferencesSchema.partial().strict();

/** The one-click unsubscribe link's query: player, kind and signature (src/server/modules/reach/unsubscribe-link.ts). */
export const unsubscribeQuerySchema = z.object({
  u: z.string().min(1).max(200),
  k: z.string().min(1).max(20),
  s: z.string().min(1).max(100),
});

/** POST /api/me/push/subscriptions: this device's subscription is stored. */
export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });
/** POST /api/me/push/subscriptions/remove: whether there was one to remove. */
export const pushRemovedSchema = z.object({ removed: z.boolean() });
/**
 * GET /api/reach/unsubscribe answers a small HTML page in the player's language, not JSON: the document says so
 * (@fastify/swagger takes a response's media types from `content`); the page is sent as written.
 */
export const unsubscribedPageSchema = z.string().meta({ content: { 'text/html': { schema: { type: 'string' } } } });

/** The admin's view of one event's reminders and digests: when each kind is due, and what happened to it. */
export const reachEventReportSchema = z.object({
  eventId: z.number(),
  kinds: z.array(
    z.object({
      kind: z.enum(['lock_24h', 'lock_1h', 'digest']),
      /** When the kind becomes due, by the event's current facts; null for a digest before the publish. */
      dueAt: z.string().nullable(),
      until: z.string().nullable(),
      planned: z.number(),
      sent: z.number(),
      failed: z.number(),
      lost: z.number(),
    }),
  ),
});
export type ReachEventReport = z.infer<typeof reachEventReportSchema>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** A browser's PushSubscription as `toJSON()` gives it (the fields the server needs). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(32) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushEndpointBodySchema = z.strictObject({ endpoint: z.string().min(1).max(1000) });

export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
