import { useEffect, useId, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@web/components/ui/button';
import { Logo } from '@web/components/ui/logo';
import { LanguageMenu } from '@web/components/ui/language-menu';
import { DeferredEventBadge } from '@web/components/game/deferred-event-badge';
import { ThemeToggle } from '@web/components/ui/theme-toggle';
import { cn } from '@web/lib/cn';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { SkipLink } from './skip-link';
import { clockDate } from '@web/lib/clock';

interface PublicLink {
  to: string;
  label: string;
}

/** Marketing and legal pages (the public layout). */
export function PublicLayout() {
  const { t } = useTranslation('public');
  // A signed-in player is offered the way back in, not Sign In / Get Started. While the session check runs
  // neither is shown, so a signed-in player never sees the sign-in buttons flash.
  const { isAuthenticated, isLoading: sessionLoading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // Escape closes the open menu (the usual way out of a disclosure on a phone with a keyboard or switch).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // The menu's links are about to disappear: keep the keyboard user's place on the toggle.
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const navLinks: PublicLink[] = [
    { to: '/', label: t('nav.home') },
    { to: '/about', label: t('nav.about') },
    { to: '/rules', label: t('nav.rules') },
    { to: '/contact', label: t('nav.contact') },
  ];
  const footerLinks: PublicLink[] = [
    { to: '/rules', label: t('footer.rules') },
    { to: '/about', label: t('footer.about') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/developers', label: t('footer.developers') },
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/terms', label: t('footer.terms') },
  ];

  const navClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
      isActive ? 'text-accent-text' : 'text-muted-foreground hover:text-foreground',
    );

  return (
    // The page scrolls under a sticky header (4rem): the scroll padding on <html> (set from here with an
    // arbitrary variant) keeps a focused field or link clear of it (WCAG 2.4.11).
    <div className="flex min-h-dvh flex-col [html:has(&)]:scroll-pt-20">
      <SkipLink />
      <header className="sticky top-0 z-50 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
          {/* On phones the word mark gives way to the controls and the badge's countdown (as in the app shell; it
              stays in the link's name); from 460 px everything fits on one line in all five languages. */}
          <Link to="/" className="shrink-0 rounded-lg" onClick={closeMenu}>
            <Logo size="sm" textClassName="max-[459px]:sr-only" />
          </Link>
          <nav aria-label={t('nav.label')} className="ml-6 hidden md:block">
            <ul className="flex items-center gap-1">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={navClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
            {/* The event badge (on every page), docked in the header so it never covers the page (decision 0160). */}
            <LanguageMenu />
            <div className="flex min-w-0">
              <DeferredEventBadge placement="public" />
            </div>
            <ThemeToggle />
            {sessionLoading ? null : isAuthenticated ? (
              <Link
                to="/dashboard"
                data-testid="public-nav-dashboard"
                className={buttonClasses({ size: 'sm', className: 'hidden md:inline-flex' })}
              >
                {t('nav.dashboard')}
              </Link>
            ) : (
              <>
                <Link
                  to="/login"
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'hidden md:inline-flex' })}
                >
                  {t('nav.signIn')}
                </Link>
                <Link
                  to="/register"
                  className={buttonClasses({ size: 'sm', className: 'hidden md:inline-flex' })}
                >
                  {t('nav.getStarted')}
                </Link>
              </>
            )}
            <button
              ref={toggleRef}
              type="button"
              onClick={() => setMenuOpen((open) => !open)}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
              data-testid="public-menu-toggle"
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-foreground hover:bg-muted md:hidden"
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          </div>
        </div>
        {menuOpen ? (
          <div id={menuId} className="border-t border-border px-4 pt-2 pb-4 md:hidden">
            <nav aria-label={t('nav.label')}>
              <ul className="flex flex-col">
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end
                      onClick={closeMenu}
                      className={(state) => cn(navClass(state), 'flex h-11 items-center text-base')}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {sessionLoading ? null : isAuthenticated ? (
              <div className="mt-3 grid">
                <Link to="/dashboard" onClick={closeMenu} className={buttonClasses()}>
                  {t('nav.dashboard')}
                </Link>
              </div>
            ) : (
              <div className="mt-3 grid grid-cols-2 gap-2">
                <Link to="/login" onClick={closeMenu} className={buttonClasses({ variant: 'outline' })}>
                  {t('nav.signIn')}
                </Link>
                <Link to="/register" onClick={closeMenu} className={buttonClasses()}>
                  {t('nav.getStarted')}
                </Link>
              </div>
            )}
          </div>
        ) : null}
      </header>

      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <Outlet />
        </div>
      </main>

      <footer className="below-fold border-t border-border bg-card">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
          <div className="max-w-sm">
            <Logo size="sm" />
            <p className="mt-3 text-sm text-muted-foreground">{t('footer.blurb')}</p>
          </div>
          <nav aria-label={t('footer.label')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="border-t border-border">
          <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6 lg:px-8">
            {t('footer.copyright', { year: clockDate().getFullYear() })}
          </p>
        </div>
      </footer>
    </div>
  );
}
