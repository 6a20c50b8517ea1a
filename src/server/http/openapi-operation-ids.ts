/**
 * The OpenAPI `operationId` of every route (issue 34 part 1): the name a generated client gives the call, so it
 * says what the call does and never changes once published (docs/decisions/0214-api-stability-policy.md).
 * Kept in one table, keyed like the authorisation matrix, so a route without a name fails at start-up
 * (openapi-document.ts) and no two routes can share one. A route may instead name itself (`schema.operationId`), as
 * the test server's own route does so that the production bundle does not mention it. When the routes are declared
 * once in src/shared/api (issue 34 part 2), these names move into those declarations.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /api/health': 'getHealth',
  // better-auth's own routes (docs/decisions/0080)
  'POST /api/auth/sign-up/email': 'signUp',
  'POST /api/auth/sign-in/email': 'signIn',
  'POST /api/auth/sign-out': 'signOut',
  'GET /api/auth/get-session': 'getAuthSession',
  'POST /api/auth/change-password': 'changePassword',
  'POST /api/auth/request-password-reset': 'requestPasswordReset',
  'POST /api/auth/reset-password': 'resetPassword',
  'POST /api/auth/is-username-available': 'checkUsernameAvailable',
  // the signed-in player and their account
  'GET /api/me': 'getMe',
  'GET /api/session': 'getSession',
  'GET /api/me/settings': 'getAccountSettings',
  'PATCH /api/me/settings': 'updateAccountSettings',
  'GET /api/me/export': 'exportAccountData',
  'POST /api/me/delete': 'deleteAccount',
  'GET /api/me/api-tokens': 'listApiTokens',
  'POST /api/me/api-tokens': 'createApiToken',
  'DELETE /api/me/api-tokens/:id': 'revokeApiToken',
  'GET /api/me/reach': 'getReachSettings',
  'PATCH /api/me/reach': 'updateReachSettings',
  'GET /api/reach/unsubscribe': 'unsubscribeByLink',
  'POST /api/reach/unsubscribe': 'unsubscribeOneClick',
  'GET /api/push/public-key': 'getPushPublicKey',
  'POST /api/me/push/subscriptions': 'addPushSubscription',
  'POST /api/me/push/subscriptions/remove': 'removePushSubscription',
  'GET /api/config/registration': 'getRegistrationStatus',
  'GET /api/notifications/unread-count': 'countUnreadNotifications',
  'GET /api/notifications': 'listNotifications',
  'POST /api/notifications/:id/read': 'markNotificationRead',
  'POST /api/notifications/read-all': 'markAllNotificationsRead',
  // the public site
  'GET /api/site/stats': 'getSiteStats',
  'GET /api/site/next-event': 'getSiteNextEvent',
  'GET /api/site/time': 'getGameTime',
  'POST /api/contact': 'sendContactMessage',
  'POST /api/help': 'askForHelp',
  // the admin console (site admins)
  'GET /api/admin/events/:id/reach': 'adminGetEventReach',
};
