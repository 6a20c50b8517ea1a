import { z } from 'zod';
import { ROLES } from '../constants/enums';
import { USER_LIMITS } from '../constants/limits';
export { USER_LIMITS };
import { ADMIN_USER_MESSAGES } from '../messages';
export { ADMIN_USER_MESSAGES };

/**
 * Admin console: accounts (issue 10, part 2). Every route is `access: 'admin'`.
 *
 *   GET  /api/admin/users?q=&limit=&offset=      → adminUserListSchema
 *   PUT  /api/admin/users/:id/role               body setRoleBodySchema → adminUserSchema
 *   POST /api/admin/users/:id/disable            body disableUserBodySchema → adminUserSchema
 *   POST /api/admin/users/:id/enable             body {} → adminUserSchema
 *
 * Disabling uses better-auth's admin-plugin columns (`banned`, `ban_reason`): the account's sessions are
 * deleted in the same transaction, so it is signed out at once, and sign-in is refused with
 * AUTH_MESSAGES.accountDisabled.
 */



// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export const adminUserListQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(USER_LIMITS.query)
    .refine((s) => !CONTROL.test(s), { error: ADMIN_USER_MESSAGES.controlCharacters })
    .default(''),
  limit: z.coerce.number().int().min(1).max(USER_LIMITS.pageMax).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Role admin or the legacy admin flag: what the server's access check uses. */
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  disabledReason: z.string().nullable(),
  registeredAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int().nonnegative(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserParamsSchema = z.strictObject({ id: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/) });

export const setRoleBodySchema = z.strictObject({
  role: z.enum(ROLES, { error: ADMIN_USER_MESSAGES.roleInvalid }),
});
export type SetRoleBody = z.infer<typeof setRoleBodySchema>;

export const disableUserBodySchema = z.strictObject({
  reason: z
    .string({ error: ADMIN_USER_MESSAGES.reasonTooLong })
    .trim()
    .max(USER_LIMITS.reason, { error: ADMIN_USER_MESSAGES.reasonTooLong })
    .refine((s) => !CONTROL.test(s), { error: ADMIN_USER_MESSAGES.controlCharacters })
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null)),
});
export type DisableUserBody = z.input<typeof disableUserBodySchema>;

export const emptyBodySchema = z.strictObject({});
