import { ADMIN_USER_MESSAGES as M, type AdminUser, type AdminUserList } from '@shared/api/admin-users';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  deleteSessionsOf,
  findUser,
  lockAdmins,
  lockUser,
  searchUsers,
  setUserDisabled,
  setUserRole,
  type UserRow,
} from './admin-users.repo';

function isAdminRow(u: UserRow): boolean {
  return u.role === 'admin' || u.isAdminFlag;
}

function toDto(u: UserRow): AdminUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role === 'admin' ? 'admin' : 'user',
    isAdmin: isAdminRow(u),
    disabled: Boolean(u.banned),
    disabledReason: u.banReason,
    registeredAt: u.createdAt.toISOString(),
    lastLogin: u.lastLogin ? u.lastLogin.toISOString() : null,
  };
}

const notFound = () => new AppError('NOT_FOUND', M.userNotFound);

export async function listUsers(db: Db, query: { q: string; limit: number; offset: number }): Promise<AdminUserList> {
  const { rows, total } = await searchUsers(db, query);
  return { users: rows.map(toDto), total };
}

/**
 * Promotes or demotes. Every admin row is locked first, so the last-admin rule holds under concurrent
 * demotions too. Only the caller can be the last admin (the caller is an admin), so the rule reads as
 * "an admin cannot step down while nobody else is one".
 */
export async function changeRole(db: Db, userId: string, role: 'user' | 'admin'): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await lockUser(tx, userId);
    if (!target) throw notFound();
    if (role === 'user' && isAdminRow(target) && admins.filter((id) => id !== target.id).length === 0) {
      throw new AppError('CONFLICT', M.lastAdmin);
    }
    await setUserRole(tx, userId, role);
    const updated = await findUser(tx, userId);
    if (!updated) throw notFound();
    return toDto(updated);
  });
}

/**
 * Disables an account: sets better-auth's `banned` flag and deletes its sessions in one transaction, so
 * it is signed out at once; better-auth's admin plugin then refuses every new session for it. An admin
 * cannot disable themselves, and another admin must be demoted first (an admin account that cannot sign
 * in would still count towards the last-admin rule).
 */
export async function disableUser(db: Db, actor: SessionUser, userId: string, reason: string | null): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) throw notFound();
    if (target.id === actor.id) throw new AppError('CONFLICT', M.cannotDisableSelf);
    if (isAdminRow(target)) throw new AppError('CONFLICT', M.demoteBeforeDisable);
    await setUserDisabled(tx, userId, true, reason);
    await deleteSessionsOf(tx, userId);
    const updated = await findUser(tx, userId);
    if (!updated) throw notFound();
    return toDto(updated);
  });
}

export async function enableUser(db: Db, userId: string): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) throw notFound();
    await setUserDisabled(tx, userId, false, null);
    const updated = await findUser(tx, userId);
    if (!updated) throw notFound();
    return toDto(updated);
  });
}
