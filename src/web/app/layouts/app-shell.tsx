import { memo, useEffect, useRef } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { PanelLeft } from 'lucide-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeferredEventBadge } from '@web/components/game/deferred-event-badge';
import { Alert } from '@web/components/ui/alert';
import { Logo } from '@web/components/ui/logo';
import { FullScreenLoader } from '@web/components/ui/spinner';
import { ThemeToggle } from '@web/components/ui/theme-toggle';
import { LOGOUT_MUTATION_KEY, useAuth, useLogout } from '@web/features/auth/hooks/use-auth';
import { OfflineFiguresNote } from '@web/features/pwa/components/pwa-notices';
import { SkipLink } from './skip-link';
import { AppFooter } from './shell/app-footer';
import { AppSidebar, SIDEBAR_ID } from './shell/app-sidebar';
import { NotificationsMenu } from './shell/notifications-menu';
// Not through the live feature's index: its other exports (Live tab, live team card, league table) would share a
// chunk with the shell and load on every signed-in page's first load.
import { DeferredLiveUpdates } from '@web/features/live/components/deferred-live-updates';
import { useAccountLanguage } from '@web/lib/account-preferences';
import { isSessionVouched } from '@web/lib/session';
import { UserMenu } from './shell/user-menu';
import { useSidebar } from './shell/use-sidebar';

// The session's answer and the screen's size arrive after the first render and redraw the shell's header; the
// sidebar (its props unchanged), the footer and the page (one element, the same every render) have nothing new
// to draw then, so React skips them.
// The page still follows every navigation (the router's context), and the sidebar every change of its props.
const Sidebar = memo(AppSidebar);
const Footer = memo(AppFooter);
const page = <Outlet />;

/** The signed-in shell: guard, header, sidebar, footer around every signed-in page. */
export function AppShell() {
  const { t } = useTranslation('shell');
  const { t: ta } = useTranslation('auth');
  const { user, isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const logout = useLogout();
  const loggingOut = useIsMutating({ mutationKey: LOGOUT_MUTATION_KEY }) > 0;
  const sidebar = useSidebar();
  useAccountLanguage(isAuthenticated);
  const overlayOpen = sidebar.open === true && sidebar.isDesktop === false;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOverlayOpen = useRef(false);
  // When the phone overlay closes (Escape, backdrop, its close button or a link), focus returns to the toggle
  // that opened it, so a keyboard or switch user keeps their place (WCAG 2.4.3).
  useEffect(() => {
    if (wasOverlayOpen.current && !overlayOpen) toggleRef.current?.focus();
    wasOverlayOpen.current = overlayOpen;
  }, [overlayOpen]);

  // A page the server prerendered for a signed-in player draws its shell at once (decision 0180); the session's
  // answer fills in the account menu, or sends an ended session to sign in as below.
  if (isLoading && !isSessionVouched()) return <FullScreenLoader message={t('loadingDashboard')} />;
  if (!isLoading && !isAuthenticated) {
    // After a logout the next sign-in should start fresh, not return to the page left behind.
    return <Navigate to="/login" replace state={loggingOut ? undefined : { from: location }} />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* The tab's one live stream and its announcement of my provisional total (issue 29). */}
      <DeferredLiveUpdates />
      <header className="sticky top-0 z-50 flex h-16 items-center gap-1 border-b border-border bg-card/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-card/80 sm:gap-2 sm:px-4">
        <button
          ref={toggleRef}
          type="button"
          onClick={sidebar.toggle}
          aria-label={t('toggleSidebar')}
          aria-expanded={sidebar.open === true}
          aria-controls={SIDEBAR_ID}
          data-testid="sidebar-toggle"
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <PanelLeft aria-hidden="true" className="size-5" />
        </button>
        <Link to="/" className="rounded-lg px-1">
          <Logo size="sm" textClassName="max-[380px]:sr-only" />
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-1">
          {/* The event badge (on every page), docked in the header so it never covers the page (decision 0160). */}
          <div className="mr-0.5 flex min-w-0 sm:mr-2">
            <DeferredEventBadge placement="shell" />
          </div>
          <ThemeToggle />
          <NotificationsMenu />
          <UserMenu user={user} sessionLoading={isLoading} loggingOut={logout.isPending} onLogout={() => logout.mutate()} />
        </div>
      </header>

      <div className="flex flex-1">
        <Sidebar open={sidebar.open} isDesktop={sidebar.isDesktop} onNavigate={sidebar.close} />
        {overlayOpen ? (
          <div
            aria-hidden="true"
            data-testid="sidebar-backdrop"
            onClick={sidebar.close}
            className="fixed inset-x-0 top-16 bottom-0 z-30 bg-slate-950/60 backdrop-blur-[1px] md:hidden"
          />
        ) : null}
        {/* While the phone overlay is open the page behind it is inert: not clickable, not focusable, not read. */}
        <div className="flex min-w-0 flex-1 flex-col" inert={overlayOpen}>
          <main
            id="main-content"
            tabIndex={-1}
            className="flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8"
          >
            <div className="mx-auto w-full max-w-7xl">
              {logout.isError ? (
                <Alert tone="danger" className="mb-6" onDismiss={() => logout.reset()}>
                  {ta('logoutFailed')}
                </Alert>
              ) : null}
              <OfflineFiguresNote />
              {page}
            </div>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
