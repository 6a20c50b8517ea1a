import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '@web/components/ui/spinner';
import { useSessionUser } from '@web/lib/session';

const NotFoundPage = lazy(() => import('@web/features/errors/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * /admin exists only for site admins: everyone else — visitors included — sees the ordinary 404 page, so
 * the console's existence is not advertised (the API answers 401 / 403 on its own).
 */
export function AdminGate() {
  const { user, isLoading } = useSessionUser();
  if (isLoading) return <FullScreenLoader />;
  if (!user || (user.role !== 'admin' && !user.is_admin)) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
