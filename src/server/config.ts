import { z } from 'zod';
import { API_TOKEN_LIMITS } from '@shared/constants/limits';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  // Production unless told otherwise: a server started by hand must not trust the dev origin (docs/decisions/0082).
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_ROOT: z.string().optional(),
  RALLY_CHECK_RESPONSES: z.enum(['0', '1']).optional(),
  PUBLIC_URL: z.string().url().optional(),
  // Extra addresses players may open the game at (a LAN address, a second name), comma-separated origins.
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().url({ message: 'must be origins such as http://192.168.1.20:3000, comma-separated' }))),
  AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAILS: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  // One demo rally in progress, its stages published while the server runs (docs/decisions/0201); `npm start` sets it.
  DEMO_LIVE: bool.default(false),
  // Auth rate limits: counts within a sliding window of RATE_LIMIT_WINDOW_SECONDS.
  RATE_LIMIT_WINDOW_SECONDS: int(900),
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: int(5),
  RATE_LIMIT_SIGNIN_FAILURES_PER_IP: int(20),
  RATE_LIMIT_SIGNUPS_PER_IP: int(5),
  RATE_LIMIT_CONTACT_PER_IP: int(5),
  RATE_LIMIT_USERNAME_CHECKS_PER_IP: int(30),
  RATE_LIMIT_INVITE_FAILURES_PER_USER: int(10),
  RATE_LIMIT_INVITE_FAILURES_PER_IP: int(20),
  RATE_LIMIT_LEAGUE_CREATIONS_PER_USER: int(5),
  RATE_LIMIT_PASSWORD_RESETS_PER_IP: int(10),
  RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL: int(3),
  // Requests one personal API token may make per window of its own (issue 34; the figure /developers documents).
  RATE_LIMIT_API_TOKEN_REQUESTS: int(API_TOKEN_LIMITS.requests),
  RATE_LIMIT_API_TOKEN_WINDOW_SECONDS: int(API_TOKEN_LIMITS.windowSeconds),
  // Outgoing mail (password reset). Unset: mail is written to the log and DATA_DIR/mail instead of sent.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Rally Fantasy <no-reply@rally-fantasy.local>'),
  // Web Push (issue 32): both keys or neither; without them the embedded database generates a pair in DATA_DIR.
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/).default('mailto:no-reply@rally-fantasy.local'),

  // Bearer token for GET /metrics (Prometheus); unset, the route is not served (docs/decisions/0199).
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The server's Web Push identity (VAPID, RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A refusal to start that the person starting the server can fix: printed as one line, without a stack trace. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the built SPA; undefined means dist/web. */
  webRoot: string | undefined;
  /**
   * RALLY_CHECK_RESPONSES=1 (set by scripts/e2e.mjs): the served page asks the web app to check every API
   * answer against its schema (docs/decisions/0091, 0170). The build stays the production one.
   */
  checkResponses: boolean;
  publicUrl: string;
  /** Origins allowed to send state-changing requests: the public URL, plus loopback aliases outside production. */
  trustedOrigins: string[];
  /**
   * Session signing secret. null when AUTH_SECRET is unset outside tests: the server then resolves one at start
   * (auth/auth-secret.ts: kept in DATA_DIR on the embedded database, refused on PostgreSQL in production).
   */
  authSecret: string | null;
  adminEmails: string[];
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  /** DEMO_LIVE: the demo season is seeded with a rally in progress, and this server publishes its stages. */
  demoLive: boolean;
  rateLimits: {
    windowSeconds: number;
    signInFailuresPerAccount: number;
    signInFailuresPerIp: number;
    signUpsPerIp: number;
    contactPerIp: number;
    usernameChecksPerIp: number;
    inviteFailuresPerUser: number;
    inviteFailuresPerIp: number;
    leagueCreationsPerUser: number;
    passwordResetsPerIp: number;
    passwordResetsPerEmail: number;
    apiTokenRequests: number;
    apiTokenWindowSeconds: number;
  };
  /** smtp:// or smtps:// URL of the mail relay; null writes mail to the log and DATA_DIR/mail. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Web Push keys from the environment; null: generated in DATA_DIR or push off (modules/reach/vapid-keys.ts). */
  vapid: VapidKeys | null;
  /** The contact push services see in the VAPID token (mailto: or https:). */
  vapidSubject: string;

  /** The bearer token /metrics asks for; null serves no metrics. */
  metricsToken: string | null;
}

// Public, so only for tests and for development on PostgreSQL (with a loud warning): see auth/auth-secret.ts.
export const DEV_SECRET = 'rally-fantasy-development-secret-change-me-in-production';

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (DATABASE_URL= ) means unset, as shells and .env files use it.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new StartupError(`invalid environment: ${lines}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const trustedOrigins = [new URL(publicUrl).origin, ...e.TRUSTED_ORIGINS.map((o) => new URL(o).origin)];
  // Without PUBLIC_URL the loopback names of the port are one site (docs/decisions/0194): a player who opens
  // http://127.0.0.1:3000 instead of http://localhost:3000 can sign up and play.
  if (!e.PUBLIC_URL || e.NODE_ENV !== 'production') {
    trustedOrigins.push(`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`);
  }
  if (e.NODE_ENV !== 'production') trustedOrigins.push('http://localhost:5173');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    webRoot: e.WEB_ROOT,
    checkResponses: e.RALLY_CHECK_RESPONSES === '1',
    publicUrl,
    trustedOrigins: [...new Set(trustedOrigins)],
    authSecret: e.AUTH_SECRET ?? (e.NODE_ENV === 'test' ? DEV_SECRET : null),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    demoLive: e.DEMO_LIVE,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      signInFailuresPerAccount: e.RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT,
      signInFailuresPerIp: e.RATE_LIMIT_SIGNIN_FAILURES_PER_IP,
      signUpsPerIp: e.RATE_LIMIT_SIGNUPS_PER_IP,
      contactPerIp: e.RATE_LIMIT_CONTACT_PER_IP,
      usernameChecksPerIp: e.RATE_LIMIT_USERNAME_CHECKS_PER_IP,
      inviteFailuresPerUser: e.RATE_LIMIT_INVITE_FAILURES_PER_USER,
      inviteFailuresPerIp: e.RATE_LIMIT_INVITE_FAILURES_PER_IP,
      leagueCreationsPerUser: e.RATE_LIMIT_LEAGUE_CREATIONS_PER_USER,
      passwordResetsPerIp: e.RATE_LIMIT_PASSWORD_RESETS_PER_IP,
      passwordResetsPerEmail: e.RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL,
      apiTokenRequests: e.RATE_LIMIT_API_TOKEN_REQUESTS,
      apiTokenWindowSeconds: e.RATE_LIMIT_API_TOKEN_WINDOW_SECONDS,
    },
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : null,
    vapidSubject: e.VAPID_SUBJECT,

    metricsToken: e.METRICS_TOKEN ?? null,
  };
}
