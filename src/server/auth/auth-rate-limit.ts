import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { clear, hit, release } from '../lib/rate-limit.repo';
import { findUserIdByEmail } from './auth.repo';

/**
 * Brute-force protection for the auth routes (docs/decisions/0002-accounts-and-sessions.md, docs/decisions/0080). Every limit counts the
 * attempt first, in one atomic upsert, and only then lets it through: checking first and counting after the
 * password check let 50 parallel guesses through a limit of 5. An attempt that turns out not to be a failure
 * gives its count back.
 *
 * The per-account key is the account's user id, so one account has one allowance however it is named;
 * an e-mail with no account is keyed on the e-mail itself, which behaves the same and reveals nothing.
 */
export function createAuthRateLimiter(db: Db, limits: AppConfig['rateLimits']) {
  const windowMs = limits.windowSeconds * 1000;
  const ipKey = (ip: string) => `signin:ip:${ip}`;

  async function accountKey(email: string): Promise<string> {
    const userId = await findUserIdByEmail(db, email);
    return userId ? `signin:user:${userId}` : `signin:email:${email.trim().toLowerCase()}`;
  }

  return {
    /**
     * Counts a sign-in attempt against the account and the client IP. `allowed` is false when either is over
     * its limit; `settle` must be called with the outcome of an allowed attempt.
     */
    async signInAttempt(email: string, ip: string) {
      const account = await accountKey(email);
      const [byAccount, byIp] = await Promise.all([hit(db, account, windowMs), hit(db, ipKey(ip), windowMs)]);
      return {
        allowed: byAccount <= limits.signInFailuresPerAccount && byIp <= limits.signInFailuresPerIp,
        async settle(outcome: 'succeeded' | 'failed' | 'other'): Promise<void> {
          if (outcome === 'failed') return;
          // A successful sign-in resets the account (docs/decisions/0002-accounts-and-sessions.md) and does not use up the network's allowance.
          await Promise.all([outcome === 'succeeded' ? clear(db, account) : release(db, account), release(db, ipKey(ip))]);
        },
      };
    },
    /** Counts a sign-up attempt from this IP; false when over the limit. */
    async signUpAttempt(ip: string): Promise<boolean> {
      return (await hit(db, `signup:ip:${ip}`, windowMs)) <= limits.signUpsPerIp;
    },
    /** Counts a password-change attempt by this user; wrong current passwords keep their count. */
    async passwordChangeAttempt(userId: string) {
      const key = `password:user:${userId}`;
      const count = await hit(db, key, windowMs);
      return {
        allowed: count <= limits.signInFailuresPerAccount,
        async settle(outcome: 'succeeded' | 'failed' | 'other'): Promise<void> {
          if (outcome === 'succeeded') await clear(db, key);
          else if (outcome === 'other') await release(db, key);
        },
      };
    },
    /**
     * Counts a password reset request from this IP and for this address (keyed on the address as typed, not
     * on an account, so the limit behaves the same whether or not the address has one). False when over.
     */
    async passwordResetAttempt(email: string, ip: string): Promise<boolean> {
      const [byEmail, byIp] = await Promise.all([
        hit(db, `reset:email:${email.trim().toLowerCase()}`, windowMs),
        hit(db, `reset:ip:${ip}`, windowMs),
      ]);
      return byEmail <= limits.passwordResetsPerEmail && byIp <= limits.passwordResetsPerIp;
    },
    /** Counts a username availability check from this IP; false when over the limit. */
    async usernameCheckAttempt(ip: string): Promise<boolean> {
      return (await hit(db, `username-check:ip:${ip}`, windowMs)) <= limits.usernameChecksPerIp;
    },
  };
}
