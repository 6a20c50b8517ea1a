import crypto from 'node:crypto';
import { REACH_KINDS, type ReachKind } from '@shared/game/reminders';

/**
 * The one-click unsubscribe link of a reminder or digest (issue 32 part 3): it names the player and the kind
 * and carries an HMAC of both under the server's secret, so it needs no sign-in, cannot be forged for
 * another player, and turns off only that kind. It does not expire: an old e-mail's link still works.
 */
function signature(secret: string, userId: string, kind: ReachKind): string {
  return crypto.createHmac('sha256', secret).update(`reach-unsubscribe:${userId}:${kind}`).digest('base64url').slice(0, 32);
}

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string, kind: ReachKind): string {
  const url = new URL('/api/reach/unsubscribe', publicUrl);
  url.searchParams.set('u', userId);
  url.searchParams.set('k', kind);
  url.searchParams.set('s', signature(secret, userId, kind));
  return url.toString();
}

/** The player and kind a link names, when its signature is right. */
export function verifyUnsubscribe(
  secret: string,
  link: { u: string; k: string; s: string },
): { userId: string; kind: ReachKind } | null {
  const kind = REACH_KINDS.find((k) => k === link.k);
  if (!kind) return null;
  const expected = Buffer.from(signature(secret, link.u, kind));
  const given = Buffer.from(link.s);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { userId: link.u, kind };
}
