import { z } from 'zod';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  is_admin: z.boolean(),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** `GET /api/session`: who is signed in, `null` for a visitor (a 200 either way: no 401 in a visitor's console). */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const registrationStatusSchema = z.object({ enabled: z.boolean() });
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
/** 503 from /api/health: the server runs but cannot serve the game. */
export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['pglite', 'postgres']),
  reason: z.enum(['database unreachable', 'database not migrated']),
});
