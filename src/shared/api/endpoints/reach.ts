import { adminEventParamsSchema } from '../admin-events';
import {
  pushEndpointBodySchema,
  pushPublicKeySchema,
  pushRemovedSchema,
  pushSubscribedSchema,
  pushSubscriptionBodySchema,
  reachEventReportSchema,
  reachPreferencesSchema,
  unsubscribedPageSchema,
  unsubscribeQuerySchema,
  updateReachPreferencesSchema,
} from '../reach';
import { defineEndpoints } from './define';

const tags = ['reach'];

/** Reminders, digests and push notices: the player's choices, the e-mails' unsubscribe link, the admin's report. */
export const reachEndpoints = defineEndpoints({
  getReachSettings: {
    method: 'GET',
    path: '/api/me/reach',
    summary: 'Which reminders, digests and push notices the signed-in player gets',
    tags,
    access: 'signedIn',
    responses: { 200: reachPreferencesSchema },
    errors: [401],
  },
  updateReachSettings: {
    method: 'PATCH',
    path: '/api/me/reach',
    summary: 'Turn reminders, digests and push notices on or off, kind by kind',
    tags,
    access: 'signedIn',
    body: updateReachPreferencesSchema,
    responses: { 200: reachPreferencesSchema },
    errors: [400, 401],
  },
  // The link in a reminder's footer answers a page (400 with the same page when the link is not valid).
  unsubscribeByLink: {
    method: 'GET',
    path: '/api/reach/unsubscribe',
    summary: 'One-click unsubscribe from one kind of e-mail (the link in its footer)',
    tags,
    access: 'public',
    query: unsubscribeQuerySchema,
    responses: { 200: unsubscribedPageSchema },
  },
  unsubscribeOneClick: {
    method: 'POST',
    path: '/api/reach/unsubscribe',
    summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)',
    tags,
    access: 'public',
    query: unsubscribeQuerySchema,
    responses: { 204: null },
  },
  getPushPublicKey: {
    method: 'GET',
    path: '/api/push/public-key',
    summary: "The server's VAPID public key for PushManager.subscribe (null: push is off)",
    tags,
    access: 'signedIn',
    responses: { 200: pushPublicKeySchema },
    errors: [401],
  },
  addPushSubscription: {
    method: 'POST',
    path: '/api/me/push/subscriptions',
    summary: "Turn push on for this device: its browser's PushSubscription",
    tags,
    access: 'signedIn',
    body: pushSubscriptionBodySchema,
    responses: { 201: pushSubscribedSchema },
    errors: [400, 401],
  },
  removePushSubscription: {
    method: 'POST',
    path: '/api/me/push/subscriptions/remove',
    summary: 'Turn push off for this device',
    tags,
    access: 'signedIn',
    body: pushEndpointBodySchema,
    responses: { 200: pushRemovedSchema },
    errors: [400, 401],
  },
  adminGetEventReach: {
    method: 'GET',
    path: '/api/admin/events/:id/reach',
    summary: "An event's reminders and digests: when each kind is due and how many were planned, sent, failed or lost",
    tags,
    access: 'admin',
    params: adminEventParamsSchema,
    responses: { 200: reachEventReportSchema },
    errors: [401, 403, 404],
  },
});
