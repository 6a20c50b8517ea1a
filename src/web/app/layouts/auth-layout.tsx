import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeferredEventBadge } from '@web/components/game/deferred-event-badge';
import { Alert } from '@web/components/ui/alert';
import { Logo } from '@web/components/ui/logo';
import { FullScreenLoader } from '@web/components/ui/spinner';
import { LanguageMenu } from '@web/components/ui/language-menu';
import { ThemeToggle } from '@web/components/ui/theme-toggle';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { redirectTargetFromState } from '@web/features/auth/redirect-target';

/** Login and register: only for visitors; a signed-in player goes on to the app. */
export function AuthLayout() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const { isAuthenticated, isLoading, sessionError } = useAuth();
  const location = useLocation();

  if (isLoading) return <FullScreenLoader message={t('checking')} />;
  // Same target the login form uses, so whichever reacts first after sign-in, the result is the same.
  // A reset link must work in a browser that is still signed in (the reset then ends that session too).
  if (isAuthenticated && location.pathname !== '/reset-password') return <Navigate to={redirectTargetFromState(location.state)} replace />;

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden">
      <div aria-hidden="true" className="bg-rally-stripes pointer-events-none absolute inset-0" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-500/20 blur-3xl dark:bg-brand-600/15"
      />
      <main
        id="main-content"
        className="relative flex flex-1 items-center justify-center px-4 py-10 sm:py-16"
      >
        <div className="w-full max-w-md">
          <div className="rounded-3xl border border-border bg-card/95 p-6 shadow-xl shadow-slate-900/5 backdrop-blur sm:p-8 dark:shadow-black/30">
            <div className="mb-8 flex items-start justify-between gap-3">
              <Link to="/" className="rounded-lg">
                <Logo size="md" />
              </Link>
              <div className="-mt-1.5 -mr-2 flex items-center">
                <LanguageMenu />
                <ThemeToggle />
              </div>
            </div>
            <p className="-mt-5 mb-7 border-b border-border pb-6 text-xs font-bold tracking-[0.06em] text-accent-text uppercase sm:text-sm sm:tracking-[0.14em]">
              {tc('tagline')}
            </p>
            {/* The server could not be asked (down, offline): say so rather than look signed out. */}
            {sessionError ? (
              <Alert tone="danger" className="mb-5">
                {t('sessionFailed')}
              </Alert>
            ) : null}
            <Outlet />
          </div>
          {/* The event badge is on every page, sign-in and sign-up included; here it sits under the
              card, in the page flow, so it never covers a field (decision 0160). */}
          {/* Its height is kept from the first paint, so the card does not move up when the badge arrives. */}
          <div className="mt-4 flex min-h-[3.125rem] justify-center">
            <DeferredEventBadge placement="inline" />
          </div>
        </div>
      </main>
    </div>
  );
}
