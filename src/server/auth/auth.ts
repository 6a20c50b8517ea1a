import { betterAuth } from 'better-auth/minimal';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { username } from 'better-auth/plugins/username';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { mailLanguage } from '../mail/mail-texts';
import { storedLanguage } from '../modules/account/index';
import { isRegistrationEnabled } from '../modules/system/index';
import { AUTH_MESSAGES } from './auth-messages';
import { authStore, recordSignIn } from './auth-store.repo';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from './password';
import { passwordResetMail } from './password-reset-mail';

/** How long a password reset link works (issue 14: one hour). */
export const RESET_TOKEN_SECONDS = 60 * 60;

export function createAuth(db: Db, config: AppConfig, mailer: Mailer, onMailError: (err: unknown) => void = () => {}) {
  // Secure cookies need HTTPS; derive it from the public URL so a production build on http://localhost still works in tests.
  const secure = config.publicUrl.startsWith('https:');
  // main.ts resolves the secret before building the app; never fall back to a public value here.
  if (!config.authSecret) throw new Error('AUTH_SECRET is not resolved');
  return betterAuth({
    appName: 'Rally Fantasy',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    logger: { level: config.logLevel === 'silent' ? 'error' : 'warn', disabled: config.logLevel === 'silent' },
    database: authStore(db),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // A reset proves control of the mailbox, not of the sessions: every session of the account ends.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        // Not awaited: the answer must take as long for an address with an account as for one without.
        const send = async () => {
          const language = mailLanguage(await storedLanguage(db, user.id), request?.headers.get('accept-language'));
          await mailer.send(passwordResetMail(config.publicUrl, user, token, language));
        };
        void send().catch(onMailError);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    user: {
      additionalFields: {
        fullName: { type: 'string', required: false, input: false },
        country: { type: 'string', required: false, input: false },
        isAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
        isPremium: { type: 'boolean', required: false, input: false, defaultValue: false },
        lastLogin: { type: 'date', required: false, input: false },
      },
    },
    // Our own limiter (auth-rate-limit.ts) counts failed sign-ins per account and IP, which this one cannot.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      cookiePrefix: 'rally',
    },
    plugins: [username({ minUsernameLength: 3, maxUsernameLength: 30 }), admin({ defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: AUTH_MESSAGES.accountDisabled })],
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const isAdmin = config.adminEmails.includes(user.email.toLowerCase());
            return { data: { ...user, role: isAdmin ? 'admin' : 'user', isAdmin } };
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await recordSignIn(db, session.userId);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' && !(await isRegistrationEnabled(db))) {
          throw new APIError('FORBIDDEN', { code: 'REGISTRATION_CLOSED', message: AUTH_MESSAGES.registrationClosed });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
