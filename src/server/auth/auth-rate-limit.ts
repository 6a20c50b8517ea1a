import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { clear, current, hit } from '../modules/rate-limit/rate-limit.repo';

/**
 * Brute-force protection for sign-in and sign-up (DESIGN §3): failed sign-ins are counted per account
 * and per client IP, sign-ups per IP. Limits come from the environment so load tests can raise them.
 */
export function createAuthRateLimiter(db: Db, limits: AppConfig['rateLimits']) {
  const windowMs = limits.windowSeconds * 1000;
  const accountKey = (email: string) => `signin:account:${email.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `signin:ip:${ip}`;

  return {
    async signInBlocked(email: string, ip: string): Promise<boolean> {
      const [byAccount, byIp] = await Promise.all([
        email ? current(db, accountKey(email), windowMs) : Promise.resolve(0),
        current(db, ipKey(ip), windowMs),
      ]);
      return byAccount >= limits.signInFailuresPerAccount || byIp >= limits.signInFailuresPerIp;
    },
    async signInFailed(email: string, ip: string): Promise<void> {
      await Promise.all([email ? hit(db, accountKey(email), windowMs) : undefined, hit(db, ipKey(ip), windowMs)]);
    },
    async signInSucceeded(email: string): Promise<void> {
      await clear(db, accountKey(email));
    },
    /** Counts the attempt and says whether it is over the limit. */
    async signUpAttempt(ip: string): Promise<boolean> {
      return (await hit(db, `signup:ip:${ip}`, windowMs)) > limits.signUpsPerIp;
    },
  };
}
