import type { SessionUser } from '../../auth/session';
import { AppError, MESSAGES } from '../../http/app-error';

/** Contact messages hold people's names and addresses: only site admins (role admin or the admin flag) read them. */
export function assertSiteAdmin(user: SessionUser): void {
  if (user.role !== 'admin' && !user.is_admin) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}
