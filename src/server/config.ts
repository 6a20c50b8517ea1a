import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_ROOT: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAILS: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  // Auth rate limits: counts within a sliding window of RATE_LIMIT_WINDOW_SECONDS.
  RATE_LIMIT_WINDOW_SECONDS: int(900),
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: int(5),
  RATE_LIMIT_SIGNIN_FAILURES_PER_IP: int(20),
  RATE_LIMIT_SIGNUPS_PER_IP: int(5),
  RATE_LIMIT_CONTACT_PER_IP: int(5),
  RATE_LIMIT_INVITE_FAILURES_PER_USER: int(10),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the built SPA; undefined means dist/web. */
  webRoot: string | undefined;
  publicUrl: string;
  /** Origins allowed to send state-changing requests: the public URL, plus loopback aliases outside production. */
  trustedOrigins: string[];
  authSecret: string;
  adminEmails: string[];
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  rateLimits: {
    windowSeconds: number;
    signInFailuresPerAccount: number;
    signInFailuresPerIp: number;
    signUpsPerIp: number;
    contactPerIp: number;
    inviteFailuresPerUser: number;
  };
}

// A fixed development secret keeps sessions valid across restarts on a developer's machine; production must set its own.
const DEV_SECRET = 'rally-fantasy-development-secret-change-me-in-production';

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (DATABASE_URL= ) means unset, as shells and .env files use it.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error('AUTH_SECRET (at least 32 characters) must be set in production');
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const trustedOrigins = [new URL(publicUrl).origin];
  if (e.NODE_ENV !== 'production') {
    trustedOrigins.push(`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, 'http://localhost:5173');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    webRoot: e.WEB_ROOT,
    publicUrl,
    trustedOrigins: [...new Set(trustedOrigins)],
    authSecret: e.AUTH_SECRET ?? DEV_SECRET,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      signInFailuresPerAccount: e.RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT,
      signInFailuresPerIp: e.RATE_LIMIT_SIGNIN_FAILURES_PER_IP,
      signUpsPerIp: e.RATE_LIMIT_SIGNUPS_PER_IP,
      contactPerIp: e.RATE_LIMIT_CONTACT_PER_IP,
      inviteFailuresPerUser: e.RATE_LIMIT_INVITE_FAILURES_PER_USER,
    },
  };
}
