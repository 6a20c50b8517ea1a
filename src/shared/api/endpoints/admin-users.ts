import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  disableUserBodySchema,
  emptyBodySchema,
  setRoleBodySchema,
} from '../admin-users';
import { defineEndpoints } from './define';

const tags = ['admin'];
const access = 'admin';
const errors = [400, 401, 403, 404, 409] as const;

/** Accounts for site admins: search, admin role, disable / enable (docs/decisions/0121). */
export const adminUsersEndpoints = defineEndpoints({
  adminSearchUsers: {
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Search accounts by username or email',
    tags,
    access,
    query: adminUserListQuerySchema,
    responses: { 200: adminUserListSchema },
    errors,
  },
  adminSetUserRole: {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    summary: 'Make an account an admin, or a player again',
    tags,
    access,
    params: adminUserParamsSchema,
    body: setRoleBodySchema,
    responses: { 200: adminUserSchema },
    errors,
  },
  adminDisableUser: {
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    summary: 'Disable an account: its sessions end at once and sign-in is refused',
    tags,
    access,
    params: adminUserParamsSchema,
    body: disableUserBodySchema,
    responses: { 200: adminUserSchema },
    errors,
  },
  adminEnableUser: {
    method: 'POST',
    path: '/api/admin/users/:id/enable',
    summary: 'Enable a disabled account again',
    tags,
    access,
    params: adminUserParamsSchema,
    body: emptyBodySchema,
    responses: { 200: adminUserSchema },
    errors,
  },
});
